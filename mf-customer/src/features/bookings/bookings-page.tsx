import { BOOKING_TABS } from '@pitchside/shared-api/contracts/booking-constants';
import { SearchIcon } from '@pitchside/shared-ui/icons';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { TextField } from '@pitchside/shared-ui/text-field';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { SavedCopyNotice } from '../../components/booking/saved-copy-notice';
import { BOOKINGS_NS } from '../../locales/namespace';
import { BookingsResults } from './components/bookings-results';
import { useBookingsUrl } from './hooks/use-bookings-url';
import { useDebouncedText } from './hooks/use-debounced-text';
import { isBookingTab, SEARCH_MAX } from './lib/bookings-url';
import { Note } from './bookings-page.styles';

/** `/bookings`: the player's bookings by period, searchable by field name, confirmation code or notes. */
export default function BookingsPage() {
  const { t } = useTranslation(BOOKINGS_NS);
  const url = useBookingsUrl();
  const search = useDebouncedText(url.state.search, url.setSearch);
  return (
    <Page>
      <PageHeader title={t('bookings.title')} description={t('bookings.subtitle')} />
      <SavedCopyNotice path="bookings" />
      <div role="search">
        <TextField
          type="search"
          label={t('bookings.search.label')}
          placeholder={t('bookings.search.placeholder')}
          startIcon={<SearchIcon size={18} />}
          maxLength={SEARCH_MAX}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
        />
      </div>
      <Tabs value={url.state.tab} onValueChange={(value) => isBookingTab(value) && url.setTab(value)}>
        <TabsList aria-label={t('bookings.tabs.label')}>
          {BOOKING_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`bookings.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Note>{t('bookings.localTimes')}</Note>
        {BOOKING_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <BookingsResults tab={tab} url={url} />
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
