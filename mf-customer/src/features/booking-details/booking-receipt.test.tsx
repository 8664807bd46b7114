import { screen, waitFor, within } from '@testing-library/react';
import type { BookingDetails } from '@pitchside/shared-api/contracts/booking';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { fail, ok, fakeApiForFile, type Answer } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../testing/render-page';
import { BOOKING_ID, bookingDetailsFixture } from '../../testing/booking-fixture';
import BookingDetailsPage from './booking-details-page';

const api = fakeApiForFile();

const RECEIPT = `GET /bookings/${BOOKING_ID}/receipt`;
const PDF = '%PDF-1.7 receipt of BK-20300520-7KQ2MX';
const pdf = (delay = 0): Answer => ({
  body: Buffer.from(PDF),
  delay,
  headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt-BK-20300520-7KQ2MX.pdf"' },
});

// jsdom has no object URLs; the browser's download is the click on a link to one, caught here.
const objectUrls: Blob[] = [];
const downloads: { href: string; name: string }[] = [];
const catchDownload = (event: MouseEvent) => {
  if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
  event.preventDefault();
  downloads.push({ href: event.target.href, name: event.target.download });
};
beforeEach(() => {
  objectUrls.length = 0;
  downloads.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:receipt-${objectUrls.push(blob)}`;
  URL.revokeObjectURL = () => undefined;
  document.addEventListener('click', catchDownload);
});
afterEach(() => document.removeEventListener('click', catchDownload));

function render(details: BookingDetails = bookingDetailsFixture(), language?: LanguageCode) {
  api.on(`GET /bookings/${BOOKING_ID}`, ok(details));
  return renderPage(<BookingDetailsPage />, { path: `/bookings/${BOOKING_ID}`, route: '/bookings/:id', store: createTestStore(api.baseUrl), language });
}
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Riverside Pitch' });

describe('Booking receipt', () => {
  it('downloads the PDF under the server’s file name, busy meanwhile', async () => {
    api.on(RECEIPT, pdf(300));
    const { user } = render();
    await loaded();
    const button = screen.getByRole('button', { name: 'Download receipt' });
    await user.click(button);

    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:receipt-1', name: 'receipt-BK-20300520-7KQ2MX.pdf' }]));
    expect(await objectUrls[0]!.text()).toBe(PDF);
    expect(api.calls(RECEIPT).map((request) => request.query.get('lang'))).toEqual(['en']);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not offered for a booking nothing was paid for', async () => {
    render(bookingDetailsFixture({ status: 'pending', holdExpiresAt: null, refundIfCancelledNow: 0, hasReceipt: false }));
    await loaded();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();
  });

  it('says when the download failed, and downloads on a second try', async () => {
    api.on(RECEIPT, fail(500, 'Internal server error', 'INTERNAL_ERROR'));
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download the receipt. Please try again.');
    expect(downloads).toEqual([]);

    api.on(RECEIPT, pdf());
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server finds nothing paid', async () => {
    api.on(RECEIPT, fail(409, 'This booking has no receipt: nothing has been paid for it.', 'RECEIPT_UNAVAILABLE'));
    const { user } = render();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download receipt' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This booking has no receipt: nothing has been paid for it.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the receipt in the page’s language', async () => {
    api.on(RECEIPT, pdf());
    const { user } = render(bookingDetailsFixture(), 'ar');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'تنزيل الإيصال' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.calls(RECEIPT)[0]?.query.get('lang')).toBe('ar');
  });
});
