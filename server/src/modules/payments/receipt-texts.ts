/** What a PDF receipt says, in English, French and Arabic. Values arrive formatted in the receipt's language. */
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { CardBrand, PaymentMethod, ReceiptPaymentStatus } from '@pitchside/shared-api/contracts/payment';

export interface ReceiptCatalogue {
  title: string;
  sections: { booking: string; customer: string; amounts: string; payment: string; refunds: string };
  labels: {
    receiptNumber: string; issued: string; confirmationCode: string; field: string; date: string; time: string;
    name: string; email: string; subtotal: string; discount: string; tax: string; processingFee: string; total: string;
    method: string; status: string; paidAt: string; reason: string; netPaid: string;
  };
  /** One refund's line: the day it was made. */
  refundOn: (date: string) => string;
  /** The local time range and the field's time zone. */
  timeRange: (start: string, end: string, timezone: string) => string;
  statuses: Record<ReceiptPaymentStatus, string>;
  methods: Record<Exclude<PaymentMethod, 'credit_card' | 'debit_card'>, string>;
  /** A card without a known brand. */
  card: string;
  footer: string;
}

/** Card brands as written on cards (the same in every language). */
export const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover',
};

const en: ReceiptCatalogue = {
  title: 'Receipt',
  sections: { booking: 'Booking', customer: 'Customer', amounts: 'Amounts', payment: 'Payment', refunds: 'Refunds' },
  labels: {
    receiptNumber: 'Receipt number', issued: 'Issue date', confirmationCode: 'Confirmation code', field: 'Field',
    date: 'Date', time: 'Time', name: 'Name', email: 'E-mail', subtotal: 'Subtotal', discount: 'Discount', tax: 'Tax',
    processingFee: 'Processing fee', total: 'Total', method: 'Method', status: 'Status', paidAt: 'Paid on', reason: 'Reason',
    netPaid: 'Net amount paid',
  },
  refundOn: (date) => `Refund of ${date}`,
  timeRange: (start, end, timezone) => `${start}–${end} (${timezone})`,
  statuses: { completed: 'Paid', 'partial refund': 'Partly refunded', refunded: 'Refunded' },
  methods: { cash: 'Paid on site', paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay', bank_transfer: 'Bank transfer' },
  card: 'Card',
  footer: 'Thank you for booking with Pitchside.',
};

const fr: ReceiptCatalogue = {
  title: 'Reçu',
  sections: { booking: 'Réservation', customer: 'Client', amounts: 'Montants', payment: 'Paiement', refunds: 'Remboursements' },
  labels: {
    receiptNumber: 'Numéro de reçu', issued: 'Date d’émission', confirmationCode: 'Code de confirmation',
    field: 'Terrain', date: 'Date', time: 'Horaire', name: 'Nom', email: 'E-mail', subtotal: 'Sous-total', discount: 'Remise',
    tax: 'Taxe', processingFee: 'Frais de traitement', total: 'Total', method: 'Moyen de paiement', status: 'Statut',
    paidAt: 'Payé le', reason: 'Motif', netPaid: 'Montant net payé',
  },
  refundOn: (date) => `Remboursement du ${date}`,
  timeRange: (start, end, timezone) => `${start}–${end} (${timezone})`,
  statuses: { completed: 'Payé', 'partial refund': 'Partiellement remboursé', refunded: 'Remboursé' },
  methods: { cash: 'Payé sur place', paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay', bank_transfer: 'Virement bancaire' },
  card: 'Carte',
  footer: 'Merci d’avoir réservé avec Pitchside.',
};

const ar: ReceiptCatalogue = {
  title: 'إيصال',
  sections: { booking: 'الحجز', customer: 'العميل', amounts: 'المبالغ', payment: 'الدفع', refunds: 'المبالغ المستردة' },
  labels: {
    receiptNumber: 'رقم الإيصال', issued: 'تاريخ الإصدار', confirmationCode: 'رمز التأكيد', field: 'الملعب',
    date: 'التاريخ', time: 'الوقت', name: 'الاسم', email: 'البريد الإلكتروني', subtotal: 'المجموع الفرعي', discount: 'الخصم',
    tax: 'الضريبة', processingFee: 'رسوم المعالجة', total: 'المبلغ الإجمالي', method: 'طريقة الدفع', status: 'الحالة',
    paidAt: 'تاريخ الدفع', reason: 'السبب', netPaid: 'صافي المبلغ المدفوع',
  },
  refundOn: (date) => `استرداد بتاريخ ${date}`,
  timeRange: (start, end, timezone) => `${start}–${end} (${timezone})`,
  statuses: { completed: 'مدفوع', 'partial refund': 'مسترد جزئيًا', refunded: 'مسترد' },
  methods: { cash: 'الدفع في الموقع', paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay', bank_transfer: 'تحويل بنكي' },
  card: 'بطاقة',
  footer: 'شكرًا لحجزك على Pitchside.',
};

export const RECEIPT_TEXTS: Record<LanguageCode, ReceiptCatalogue> = { en, fr, ar };

/** The platform's name, the same in every language. */
export const PLATFORM_NAME = 'Pitchside';
