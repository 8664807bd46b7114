/** Success envelope of every API answer (docs/product/api.md): `{ success: true, data, message? }`. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

/** `transformResponse` helper: the envelope's `data`. Pair it with `responseSchema` to validate the data. */
export function unwrapEnvelope<T>(response: SuccessEnvelope<T>): T {
  return response.data;
}

/** `transformResponse` helper for calls whose message the UI shows (e.g. resend verification). */
export function unwrapEnvelopeWithMessage<T>(response: SuccessEnvelope<T>): { data: T; message?: string } {
  return response.message === undefined ? { data: response.data } : { data: response.data, message: response.message };
}
