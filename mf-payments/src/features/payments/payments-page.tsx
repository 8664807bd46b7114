import { useTranslation } from '@pitchside/shared-ui/translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { NS } from '../../locales/namespace';
import { SavedMethods } from './components/saved-methods';
import { TransactionHistory } from './components/transaction-history';

/** `/payments`: transaction history and saved payment methods (spec §2). */
export default function PaymentsPage() {
  const { t } = useTranslation(NS);
  return (
    <Page>
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <Tabs defaultValue="history">
        <TabsList aria-label={t('payments.tabs.label')}>
          <TabsTrigger value="history">{t('payments.tabs.history')}</TabsTrigger>
          <TabsTrigger value="methods">{t('payments.tabs.methods')}</TabsTrigger>
        </TabsList>
        <TabsContent value="history">
          <TransactionHistory />
        </TabsContent>
        <TabsContent value="methods">
          <SavedMethods />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
