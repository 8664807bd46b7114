/**
 * `?a=1&b=x` of the values that are set (empty strings, empty arrays and undefined are left out); '' when
 * none is. An array repeats its key (`?role=a&role=b`), as the list endpoints read them.
 */
export function queryString(values: Record<string, string | number | readonly (string | number)[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
