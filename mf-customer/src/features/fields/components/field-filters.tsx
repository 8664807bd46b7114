import type { ChangeEvent } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { Grid } from '@pitchside/shared-ui/grid';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { NS } from '../../../locales/namespace';
import { DATE_MAX, DATE_MIN, SPORTS } from '../constants';
import type { FieldFilters as Filters, FilterKey } from '../hooks/use-field-filters';

interface Props {
  filters: Filters;
  id: string;
  hidden?: boolean;
}

/** The filter panel of spec §9: sport, indoor/outdoor, price and capacity ranges, date, time, radius. */
export function FieldFilters({ filters, id, hidden }: Props) {
  const { t } = useTranslation(NS);
  const bind = (key: FilterKey) => ({
    value: filters.value(key),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => filters.set(key, event.target.value),
  });
  const number = (key: FilterKey, label: string) => (
    <TextField type="number" inputMode="numeric" min={0} label={label} {...bind(key)} />
  );

  return (
    <Card as="section" id={id} hidden={hidden} aria-label={t('fields.filters.title')}>
      <Grid minItemWidth="13rem" gap={4}>
        <NativeSelect
          label={t('fields.filters.sport')}
          placeholder={t('fields.filters.anySport')}
          options={SPORTS.map((sport) => ({ value: sport, label: t(`fields.sports.${sport}`) }))}
          {...bind('sport')}
        />
        <NativeSelect
          label={t('fields.filters.setting')}
          placeholder={t('fields.filters.anySetting')}
          options={[
            { value: 'indoor', label: t('fields.filters.indoor') },
            { value: 'outdoor', label: t('fields.filters.outdoor') },
          ]}
          {...bind('setting')}
        />
        {number('priceMin', t('fields.filters.priceMin'))}
        {number('priceMax', t('fields.filters.priceMax'))}
        {number('capacityMin', t('fields.filters.capacityMin'))}
        {number('capacityMax', t('fields.filters.capacityMax'))}
        <TextField type="date" min={DATE_MIN} max={DATE_MAX} label={t('fields.filters.date')} {...bind('date')} />
        <TextField type="time" label={t('fields.filters.timeFrom')} {...bind('timeFrom')} />
        <TextField type="time" label={t('fields.filters.timeTo')} {...bind('timeTo')} />
        {number('radius', t('fields.filters.radius'))}
      </Grid>
      <div>
        <Button variant="ghost" onClick={filters.reset} disabled={filters.activeCount === 0}>
          {t('fields.filters.reset')}
        </Button>
      </div>
    </Card>
  );
}
