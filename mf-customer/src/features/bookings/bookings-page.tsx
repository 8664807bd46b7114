import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { TextField } from '@pitchside/shared-ui/text-field';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { BOOKING_PERIODS, BookingsResults } from './components/bookings-results';

/** `/bookings`: the player's bookings by period, searchable by field name, confirmation code or notes. */
export default function BookingsPage() {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  return (
    <Page>
      <PageHeader title={t('bookings.title')} description={t('bookings.subtitle')} />
      <div role="search">
        <TextField
          type="search"
          label={t('bookings.search.label')}
          placeholder={t('bookings.search.placeholder')}
          startIcon={<SearchIcon size={18} />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Tabs defaultValue="upcoming">
        <TabsList aria-label={t('bookings.tabs.label')}>
          {BOOKING_PERIODS.map((period) => (
            <TabsTrigger key={period} value={period}>
              {t(`bookings.tabs.${period}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_PERIODS.map((period) => (
          <TabsContent key={period} value={period}>
            <BookingsResults period={period} />
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
