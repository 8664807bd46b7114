import type { FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import type { LanguageCode } from '../contracts/language.js';
import { api } from './api.js';
import { saveFile } from './save-file.js';

/** What a finished download saved. */
export interface SavedReceipt {
  filename: string;
}

export interface BookingReceiptRequest {
  bookingId: string;
  /** The receipt's language (by default the user's preferred one). */
  lang?: LanguageCode;
}

export interface TransactionReceiptRequest {
  transactionId: string;
  lang?: LanguageCode;
}

type Answer<T> = QueryReturnValue<T, ApiError, FetchBaseQueryMeta>;
type BaseQuery = (args: FetchArgs) => Answer<unknown> | PromiseLike<Answer<unknown>>;

/** The PDF as a Blob; a refusal's JSON envelope (or text) as it is, for the usual error normalisation. */
async function pdfOrError(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null | undefined): string | undefined {
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1];
}

async function download(baseQuery: BaseQuery, path: string, lang: LanguageCode | undefined): Promise<Answer<SavedReceipt>> {
  const url = lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
  const result = await baseQuery({ url, responseHandler: pdfOrError });
  if (result.error) return { error: result.error, meta: result.meta };
  const filename = attachmentName(result.meta?.response?.headers.get('content-disposition')) ?? 'receipt.pdf';
  saveFile(result.data as Blob, filename);
  return { data: { filename }, meta: result.meta };
}

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
