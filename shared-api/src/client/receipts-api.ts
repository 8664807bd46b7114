import type { LanguageCode } from '../contracts/language.js';
import { api } from './api.js';
import { downloadFile, type BaseQuery, type SavedFile } from './file-download.js';

/** What a finished download saved. */
export type SavedReceipt = SavedFile;

export interface BookingReceiptRequest {
  bookingId: string;
  /** The receipt's language (by default the user's preferred one). */
  lang?: LanguageCode;
}

export interface TransactionReceiptRequest {
  transactionId: string;
  lang?: LanguageCode;
}

const download = (baseQuery: BaseQuery, path: string, lang: LanguageCode | undefined) =>
  downloadFile(baseQuery, { url: lang ? `${path}?lang=${encodeURIComponent(lang)}` : path }, 'receipt.pdf');

/**
 * Receipt downloads (PDF): fetched with the session's bearer token through the platform's base query
 * (refresh on 401, retry, errors as ApiError), then saved as a file. The PDF never enters the store:
 * the mutation's result is the saved file's name.
 */
export const receiptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadBookingReceipt: build.mutation<SavedReceipt, BookingReceiptRequest>({
      queryFn: ({ bookingId, lang }, _api, _extra, baseQuery) =>
        download(baseQuery, `/bookings/${encodeURIComponent(bookingId)}/receipt`, lang),
    }),
    downloadTransactionReceipt: build.mutation<SavedReceipt, TransactionReceiptRequest>({
      queryFn: ({ transactionId, lang }, _api, _extra, baseQuery) =>
        download(baseQuery, `/payments/transactions/${encodeURIComponent(transactionId)}/receipt`, lang),
    }),
  }),
});

export const { useDownloadBookingReceiptMutation, useDownloadTransactionReceiptMutation } = receiptsApi;
