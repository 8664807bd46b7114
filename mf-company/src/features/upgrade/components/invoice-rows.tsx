import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { DownloadIcon } from '@pitchside/shared-ui/icons';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { notify } from '@pitchside/shared-ui/toaster';
import { useDownloadInvoiceMutation } from '@pitchside/shared-api/client/subscription-api';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PLAN_CATALOGUE, type Invoice } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { useBillingFormat } from '../hooks/use-billing-format';
import { Muted } from './upgrade.styles';

/** What an invoice was for: a renewal, or a change from one plan to a dearer or cheaper one. */
function descriptionKey(invoice: Invoice): string {
  if (invoice.kind === 'renewal') return 'upgrade.history.kinds.renewal';
  if (!invoice.previousPlan) return 'upgrade.history.kinds.start';
  return PLAN_CATALOGUE[invoice.plan].priceMonthly > PLAN_CATALOGUE[invoice.previousPlan].priceMonthly
    ? 'upgrade.history.kinds.upgrade'
    : 'upgrade.history.kinds.downgrade';
}

interface Props {
  invoices: readonly Invoice[];
  companyId?: string | undefined;
}

/** The invoices of one page: date, number, what for, amount, status and the PDF. */
export function InvoiceRows({ invoices, companyId }: Props) {
  const { t, i18n } = useTranslation(NS);
  const format = useBillingFormat();
  const failure = useBillingFailure();
  const [download] = useDownloadInvoiceMutation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const column = (key: string) => t(`upgrade.history.columns.${key}`);

  // The PDF in the reader's language; a language the API does not know leaves the choice to it.
  const lang = LANGUAGE_CODES.includes(i18n.language as LanguageCode) ? i18n.language : undefined;

  const save = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    try {
      await download({ companyId, id: invoice.id, filename: `${invoice.number}.pdf`, lang }).unwrap();
    } catch (error) {
      notify.error(failure(error, 'upgrade.history.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumn<Invoice>[] = [
    { id: 'date', header: column('date'), cell: (invoice) => format.date(invoice.createdAt) },
    { id: 'number', header: column('number'), cell: (invoice) => invoice.number, card: 'title' },
    {
      id: 'description', header: column('description'), cell: (invoice) => (
        <>
          {t(descriptionKey(invoice), { plan: format.plan(invoice.plan), from: invoice.previousPlan ? format.plan(invoice.previousPlan) : '' })}
          {invoice.cardBrand && invoice.cardLast4 && <Muted>{format.card(invoice.cardBrand, invoice.cardLast4)}</Muted>}
        </>
      ),
    },
    { id: 'amount', header: column('amount'), align: 'end', cell: (invoice) => format.money(invoice.amount, invoice.currency) },
    {
      id: 'status', header: column('status'), card: 'aside', cell: (invoice) => (
        <Badge tone={invoice.status === 'paid' ? 'success' : 'danger'}>{t(`upgrade.history.status.${invoice.status}`)}</Badge>
      ),
    },
    {
      id: 'pdf', header: column('pdf'), cell: (invoice) => (
        <Button variant="ghost" size="sm" startIcon={<DownloadIcon size={16} />} loading={downloading === invoice.id}
          aria-label={t('upgrade.history.download', { number: invoice.number })} onClick={() => void save(invoice)}>
          {t('upgrade.history.pdf')}
        </Button>
      ),
    },
  ];
  return <Table aria-labelledby="history-title" columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} />;
}
