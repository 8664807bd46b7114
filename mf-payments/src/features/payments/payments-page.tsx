import { useTranslation } from '@pitchside/shared-ui/translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useSearchParams } from '@pitchside/shared-ui/router';
import { NS } from '../../locales/namespace';
import { SavedMethods } from './components/saved-methods';
import { TransactionHistory } from './components/transaction-history';

type Tab = 'history' | 'methods';

/** `/payments`: transaction history and saved payment methods (docs/product/routes-and-screens.md); the open tab is kept in the URL (`?tab=methods`). */
export default function PaymentsPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'methods' ? 'methods' : 'history';
  const showTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'methods') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <Tabs value={tab} onValueChange={showTab}>
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
