import { describe, expect, it } from 'vitest';
import type { ReceiptData } from '../../src/modules/payments/receipt-content.js';
import { receiptContent } from '../../src/modules/payments/receipt-content.js';
import { renderReceipt } from '../../src/modules/payments/receipt-pdf.js';
import { pdfFragments, pdfLines } from '../helpers/pdf-text.js';

const data: ReceiptData = {
  bookingNumber: 'BK-20260531-7KQ2MX',
  confirmationCode: 'K7Q2M9XA',
  issuedAt: new Date('2026-06-02T10:00:00Z'),
  company: 'Green Park Sports',
  field: 'Riverside Pitch (5-a-side)',
  timezone: 'Europe/Paris',
  date: '2026-06-10',
  startTime: '20:30',
  endTime: '22:00',
  customer: { fullName: 'Nadia Benali', email: 'nadia@example.com' },
  currency: 'EUR',
  price: { subtotal: 4000, discount: 500, tax: 800, processingFee: 150, total: 4450 },
  payment: {
    method: 'credit_card', cardBrand: 'visa', cardLast4: '4242', status: 'partial refund',
    paidAt: new Date('2026-06-01T09:00:00Z'), amount: 4450, refundedAmount: 1000,
  },
  refunds: [{ amount: 1000, refundedAt: new Date('2026-06-02T08:00:00Z'), reason: 'Lights failed for 15 minutes' }],
};

/** Reading order of a right-to-left fragment: its glyphs from the right (a ligature keeps its letters in order). */
const readRtl = (glyphs: string[]) => [...glyphs].reverse().join('');

describe('receipt PDF', () => {
  it('is a PDF whose text states the booking, every amount, the payment and the refund (English)', async () => {
    const pdf = await renderReceipt(data, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfLines(pdf);
    expect(lines).toEqual(expect.arrayContaining([
      'PitchsideReceipt', 'Green Park Sports',
      'Receipt numberBK-20260531-7KQ2MX', 'Issue dateJune 2, 2026 at 12:00 PM (Europe/Paris)', 'Confirmation codeK7Q2M9XA',
      'FieldRiverside Pitch (5-a-side)', 'DateWednesday, June 10, 2026', 'Time20:30–22:00 (Europe/Paris)',
      'NameNadia Benali', 'E-mailnadia@example.com',
      'Subtotal€40.00', 'Discount-€5.00', 'Tax€8.00', 'Processing fee€1.50', 'Total€44.50',
      'MethodVisa •••• 4242', 'StatusPartly refunded', 'Paid onJune 1, 2026 at 11:00 AM (Europe/Paris)',
      'Refund of June 2, 2026 at 10:00 AM-€10.00', 'ReasonLights failed for 15 minutes', 'Net amount paid€34.50',
    ]));
  });

  it('writes French with French money and dates', async () => {
    const lines = pdfLines(await renderReceipt(data, 'fr'));
    expect(lines).toEqual(expect.arrayContaining([
      'PitchsideReçu', 'Numéro de reçuBK-20260531-7KQ2MX', 'Total44,50 €', 'Remboursement du 2 juin 2026 à 10:00-10,00 €',
      'Montant net payé34,50 €', 'Moyen de paiementVisa •••• 4242',
    ].map((line) => line.replace(/ €/g, '\u00a0€'))));
  });

  it('writes Arabic right to left: shaped words read from the right, labels on the right, numbers and codes intact', async () => {
    const pdf = await renderReceipt(data, 'ar');
    const fragments = pdfFragments(pdf);
    const label = (text: string) => fragments.find((f) => readRtl(f.glyphs) === text);

    // Each label is drawn in visual order: read from the right, its glyphs give the Arabic words.
    for (const text of ['إيصال', 'رقم الإيصال', 'المبلغ الإجمالي', 'صافي المبلغ المدفوع', 'الحالة']) expect(label(text), text).toBeDefined();
    // Shaped: the lam of "المبلغ" at the start of a word and in its middle are two different glyphs.
    const total = label('المبلغ الإجمالي')!;
    const lams = new Set(total.ids.filter((_, i) => total.glyphs[i] === 'ل'));
    expect(lams.size).toBeGreaterThan(1);

    // Labels sit on the right, their values on the left of the same line; codes and amounts read left to right.
    const sameLine = (f: { x: number; y: number }) => fragments.filter((g) => Math.abs(g.y - f.y) < 0.5 && g.x < f.x).map((g) => g.text).join('');
    expect(sameLine(label('رقم الإيصال')!)).toBe('BK-20260531-7KQ2MX');
    expect(sameLine(total)).toBe('€\u00a044.50');
    expect(sameLine(label('صافي المبلغ المدفوع')!)).toBe('€\u00a034.50');
    expect(sameLine(label('البريد الإلكتروني')!)).toBe('nadia@example.com');
    expect(sameLine(label('الوقت')!)).toBe('(Europe/Paris) 22:00–20:30');
    expect(total.x).toBeGreaterThan(300);
  });

  it('says "paid on site" for cash, shows no refunds section without refunds, and no minus for a zero discount', () => {
    const content = receiptContent({
      ...data, price: { ...data.price, discount: 0 }, refunds: [],
      payment: { ...data.payment, method: 'cash', cardBrand: null, cardLast4: null, status: 'completed', refundedAmount: 0 },
    }, 'en');
    const rows = content.sections.flatMap((s) => s.rows.map((r) => `${r.label}: ${r.value}`));
    expect(rows).toEqual(expect.arrayContaining(['Method: Paid on site', 'Status: Paid', 'Discount: €0.00']));
    expect(content.sections.map((s) => s.heading)).toEqual([undefined, 'Booking', 'Customer', 'Amounts', 'Payment']);
  });

  it('breaks a long reason over lines and starts a new page when the refunds do not fit', async () => {
    const reason = 'The floodlights of the north side failed twice during the match and the second half was shortened by the referee';
    const refunds = Array.from({ length: 30 }, (_, i) => ({ amount: 10, refundedAt: new Date(Date.UTC(2026, 5, 2, 8, i)), reason }));
    const pdf = await renderReceipt({ ...data, refunds, payment: { ...data.payment, refundedAmount: 300 } }, 'ar');
    const fragments = pdfFragments(pdf);
    expect(Math.max(...fragments.map((f) => f.page))).toBeGreaterThan(1);
    const pieces = fragments.filter((f) => f.text.length > 0 && reason.includes(f.text)).map((f) => f.text);
    expect(pieces.length).toBeGreaterThanOrEqual(60);
    expect(pieces.join(' ')).toBe(Array.from({ length: 30 }, () => reason).join(' '));
  });
});
