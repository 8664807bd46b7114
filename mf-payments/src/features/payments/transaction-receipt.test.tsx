import { screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Role } from '@pitchside/shared-api/contracts/roles';
import { fail, file, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { aList, aTransaction } from '../../testing/payment-fixtures';
import { renderPayments } from '../../testing/render-payments';

const api = fakeApiForFile();

const payment = aTransaction(1, { status: 'partial refund', refundedAmount: 1000 });
const RECEIPT = `GET payments/transactions/${payment.id}/receipt`;
const PDF = '%PDF-1.7 receipt of BK-1';
const receipt = (delay = 0) => file(PDF, 'application/pdf', 'receipt-BK-1.pdf', delay);

// jsdom has no object URLs; the browser's download is the click on a link to one, caught here.
const objectUrls: Blob[] = [];
const downloads: { href: string; name: string }[] = [];
const catchDownload = (event: MouseEvent) => {
  if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
  event.preventDefault();
  downloads.push({ href: event.target.href, name: event.target.download });
};
beforeEach(() => {
  api.on('GET payments/transactions', ok(aList([payment])));
  api.on(`GET payments/transactions/${payment.id}`, ok(payment));
  objectUrls.length = 0;
  downloads.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:receipt-${objectUrls.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
  document.addEventListener('click', catchDownload);
});
afterEach(() => document.removeEventListener('click', catchDownload));

async function openDetails(role: Role = 'CUSTOMER', language?: LanguageCode) {
  const rendered = renderPayments(api, { role, language });
  await rendered.user.click(await screen.findByRole('button', { name: 'Booking BK-1' }));
  return { ...rendered, details: await screen.findByRole('dialog') };
}

describe('Transaction receipt', () => {
  it('downloads the payment’s receipt under the server’s file name, busy meanwhile', async () => {
    api.on(RECEIPT, receipt(300));
    const { user, details } = await openDetails();
    const button = await within(details).findByRole('button', { name: 'Download receipt' });
    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:receipt-1', name: 'receipt-BK-1.pdf' }]));
    expect(await objectUrls[0]!.text()).toBe(PDF);
    const [request] = api.calls(RECEIPT);
    expect(request?.query.get('lang')).toBe('en');
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('is there for the company’s staff too, beside the refund', async () => {
    api.on(RECEIPT, receipt());
    const { user, details } = await openDetails('COMPANY_OWNER');
    await within(details).findByText('Amount breakdown');
    expect(within(details).getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Close', 'Download receipt', 'Refund']);
    await user.click(within(details).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
  });

  it('says when the download failed', async () => {
    api.on(RECEIPT, fail(500, 'Internal server error', 'INTERNAL_ERROR'));
    const { user, details } = await openDetails();
    await user.click(await within(details).findByRole('button', { name: 'Download receipt' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent('Could not download the receipt. Please try again.');
    expect(downloads).toEqual([]);
  });

  it('asks for the receipt in the page’s language', async () => {
    api.on(RECEIPT, receipt());
    const { user, details } = await openDetails('CUSTOMER', 'fr');
    await user.click(await within(details).findByRole('button', { name: 'Télécharger le reçu' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.calls(RECEIPT)[0]?.query.get('lang')).toBe('fr');
  });
});
