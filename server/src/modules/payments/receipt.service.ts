import { BOOKING_ERROR_CODES as CODES, BOOKING_MESSAGES as M } from '@pitchside/shared-api/contracts/booking';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PAYMENT_MESSAGES } from '@pitchside/shared-api/contracts/payment';
import type { Permission } from '@pitchside/shared-api/contracts/session-user';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { renderReceipt } from './receipt-pdf.js';
import type { ReceiptRepository, ReceiptScope } from './receipt.repository.js';

/** A receipt as a file: its name and the PDF. */
export interface ReceiptFile {
  filename: string;
  content: Buffer;
}

const unavailable = () => conflict(M.receiptUnavailable, CODES.receiptUnavailable);

/** PDF receipts of paid bookings: for their customer, their company's staff and the super admin. */
export class ReceiptService {
  constructor(
    private readonly receipts: ReceiptRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The receipt of a paid booking, with no access check (for the payment e-mail). A booking with
   * nothing paid is 409 RECEIPT_UNAVAILABLE.
   */
  async receiptForBooking(bookingId: string, language: LanguageCode): Promise<ReceiptFile> {
    const paymentId = await this.receipts.paymentOfBooking(bookingId, 'all');
    if (paymentId === undefined) throw notFound(M.notFound);
    return this.render(paymentId, language);
  }

  /**
   * A booking's receipt for the caller: their own booking, or one of their company's for staff who manage
   * reservations; anyone else's is 404, as the booking itself is.
   */
  async forBooking(actor: Actor, bookingId: string, language: LanguageCode): Promise<ReceiptFile> {
    const paymentId = await this.receipts.paymentOfBooking(bookingId, this.scopeOf(actor, 'MANAGE_RESERVATIONS'));
    if (paymentId === undefined) throw notFound(M.notFound);
    return this.render(paymentId, language);
  }

  /** The receipt of a payment, seen as its transaction is: by its customer, its company's staff, the super admin. */
  async forTransaction(actor: Actor, paymentId: string, language: LanguageCode): Promise<ReceiptFile> {
    const payment = await this.receipts.payment(paymentId, this.scopeOf(actor));
    if (!payment) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
    return this.render(payment.receiptable ? paymentId : null, language);
  }

  hasReceipt(bookingId: string): Promise<boolean> {
    return this.receipts.hasReceipt(bookingId);
  }

  private async render(paymentId: string | null, language: LanguageCode): Promise<ReceiptFile> {
    const data = paymentId === null ? undefined : await this.receipts.data(paymentId, this.clock.now());
    if (!data) throw unavailable();
    return { filename: `receipt-${data.bookingNumber}.pdf`, content: await renderReceipt(data, language) };
  }

  /** The transactions' rule (customers theirs, staff their company's, the super admin all), plus a permission staff may need. */
  private scopeOf(actor: Actor, staffPermission?: Permission): ReceiptScope {
    if (actor.role === 'SUPER_ADMIN') return 'all';
    if (actor.role === 'CUSTOMER') return { customerId: actor.userId };
    if (staffPermission && !actor.permissions.includes(staffPermission)) throw forbidden();
    if (!actor.companyId) throw forbidden();
    return { companyId: actor.companyId };
  }
}
