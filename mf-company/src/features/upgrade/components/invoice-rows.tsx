import { useState } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Badge } from '@pitchside/shared-ui/badge';
import { Button } from '@pitchside/shared-ui/button';
import { DownloadIcon } from '@pitchside/shared-ui/icons';
import { notify } from '@pitchside/shared-ui/toaster';
import { useDownloadInvoiceMutation } from '@pitchside/shared-api/client/subscription-api';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PLAN_CATALOGUE, type Invoice } from '@pitchside/shared-api/contracts/subscription';
import { NS } from '../../../locales/namespace';
import { useBillingFailure } from '../hooks/use-billing-failure';
import { useBillingFormat } from '../hooks/use-billing-format';
import { InvoiceTable, Muted } from './upgrade.styles';

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

  return (
    <InvoiceTable aria-labelledby="history-title">
      <thead>
        <tr>
          {['date', 'number', 'description', 'amount', 'status', 'pdf'].map((key) => <th key={key} scope="col">{column(key)}</th>)}
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td data-label={column('date')}>{format.date(invoice.createdAt)}</td>
            <td data-label={column('number')}>{invoice.number}</td>
            <td data-label={column('description')}>
              <span>
                {t(descriptionKey(invoice), { plan: format.plan(invoice.plan), from: invoice.previousPlan ? format.plan(invoice.previousPlan) : '' })}
                {invoice.cardBrand && invoice.cardLast4 && <Muted>{format.card(invoice.cardBrand, invoice.cardLast4)}</Muted>}
              </span>
            </td>
            <td data-label={column('amount')} data-numeric>{format.money(invoice.amount, invoice.currency)}</td>
            <td data-label={column('status')}>
              <span>
                <Badge tone={invoice.status === 'paid' ? 'success' : 'danger'}>{t(`upgrade.history.status.${invoice.status}`)}</Badge>
              </span>
            </td>
            <td data-label={column('pdf')}>
              <span>
                <Button variant="ghost" size="sm" startIcon={<DownloadIcon size={16} />} loading={downloading === invoice.id}
                  aria-label={t('upgrade.history.download', { number: invoice.number })} onClick={() => void save(invoice)}>
                  {t('upgrade.history.pdf')}
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </InvoiceTable>
  );
}
