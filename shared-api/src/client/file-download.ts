import type { FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../contracts/api-error.js';
import { saveFile } from './save-file.js';

/** What a finished download saved. */
export interface SavedFile {
  filename: string;
}

type Answer<T> = QueryReturnValue<T, ApiError, FetchBaseQueryMeta>;
export type BaseQuery = (args: FetchArgs) => Answer<unknown> | PromiseLike<Answer<unknown>>;

/** The file as a Blob; a refusal's JSON envelope (or text) as it is, for the usual error normalisation. */
async function fileOrError(response: Response): Promise<unknown> {
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

/**
 * Fetches a file with the session's bearer token through the platform's base query (refresh on 401, retry,
 * errors as ApiError) and saves it as a download: the file never enters the store, the answer is its name.
 */
export async function downloadFile(baseQuery: BaseQuery, args: FetchArgs, fallbackName: string): Promise<Answer<SavedFile>> {
  const result = await baseQuery({ ...args, responseHandler: fileOrError });
  if (result.error) return { error: result.error, meta: result.meta };
  const filename = attachmentName(result.meta?.response?.headers.get('content-disposition')) ?? fallbackName;
  saveFile(result.data as Blob, filename);
  return { data: { filename }, meta: result.meta };
}
