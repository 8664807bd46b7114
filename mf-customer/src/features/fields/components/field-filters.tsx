import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card } from '@pitchside/shared-ui/card';
import { NativeSelect } from '@pitchside/shared-ui/native-select';
import { TextField } from '@pitchside/shared-ui/text-field';
import { AMENITIES, SPORT_TYPES, SURFACE_TYPES } from '@pitchside/shared-api/contracts/field-constants';
import { FIELDS_NS } from '../../../locales/namespace';
import { CAPACITY_MAX, DATE_MAX, DATE_MIN, RADIUS_KM_MAX } from '../constants';
import type { ListKey } from '../browse-state';
import type { Browse } from '../hooks/use-browse-state';
import { ChipGroup } from './chip-group';
import { DeferredNumberField } from './deferred-number-field';
import { Footer, Ranges } from './field-filters.styles';

interface Props {
  browse: Browse;
  id: string;
  hidden?: boolean;
}

const LABEL_GROUPS = { sport: 'sports', surface: 'surfaces', amenity: 'amenities' } as const;
const VALUES = { sport: SPORT_TYPES, surface: SURFACE_TYPES, amenity: AMENITIES } as const;

/** The filter panel of docs/product/constants.md: sports, surfaces, setting, price and capacity ranges, date and time, radius, amenities. */
export function FieldFilters({ browse, id, hidden }: Props) {
  const { t } = useTranslation(FIELDS_NS);
  const { state } = browse;
  const { text } = state;
  // Closed, the panel stays in place (the toggle controls it) but holds nothing.
  if (hidden) return <Card as="section" id={id} hidden aria-label={t('fields.filters.title')} />;
  const chips = (key: ListKey) => (
    <ChipGroup
      legend={t(`fields.filters.${key}`)}
      options={VALUES[key].map((value) => ({ value, label: t(`fields.${LABEL_GROUPS[key]}.${value}`) }))}
      selected={state[key]}
      onToggle={(value) => browse.toggle(key, value)}
    />
  );
  const number = (key: 'priceMin' | 'priceMax' | 'capacityMin' | 'capacityMax', max?: number) => (
    <DeferredNumberField
      label={t(`fields.filters.${key}`)}
      value={text[key]}
      onCommit={(value) => browse.setText(key, value)}
      max={max}
      step={key.startsWith('price') ? 'any' : 1}
    />
  );

  return (
    <Card as="section" id={id} aria-label={t('fields.filters.title')}>
      {chips('sport')}
      {chips('surface')}
      <NativeSelect
        label={t('fields.filters.setting')}
        placeholder={t('fields.filters.anySetting')}
        options={[
          { value: 'indoor', label: t('fields.filters.indoor') },
          { value: 'outdoor', label: t('fields.filters.outdoor') },
        ]}
        value={text.setting}
        onChange={(event) => browse.setText('setting', event.target.value)}
      />
      <Ranges>
        {number('priceMin')}
        {number('priceMax')}
        {number('capacityMin', CAPACITY_MAX)}
        {number('capacityMax', CAPACITY_MAX)}
      </Ranges>
      <TextField
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        label={t('fields.filters.date')}
        hint={text.date ? undefined : t('fields.filters.timeNeedsDate')}
        value={text.date}
        onChange={(event) => browse.setText('date', event.target.value)}
      />
      <Ranges>
        {(['timeFrom', 'timeTo'] as const).map((key) => (
          <TextField
            key={key}
            type="time"
            label={t(`fields.filters.${key}`)}
            disabled={!text.date}
            value={text[key]}
            onChange={(event) => browse.setText(key, event.target.value)}
          />
        ))}
      </Ranges>
      <DeferredNumberField
        label={t('fields.filters.radius')}
        hint={state.location ? undefined : t('fields.filters.radiusNeedsLocation')}
        disabled={!state.location}
        value={state.location ? text.radius : ''}
        onCommit={(value) => browse.setText('radius', value)}
        min={1}
        max={RADIUS_KM_MAX}
      />
      {chips('amenity')}
      <Footer>
        <Button variant="ghost" onClick={() => browse.resetFilters()} disabled={browse.activeCount === 0}>
          {t('fields.filters.reset')}
        </Button>
      </Footer>
    </Card>
  );
}
