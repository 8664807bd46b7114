/** Days of week as the API numbers them: 0 = Sunday … 6 = Saturday. */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** A name as a title ("lundi" → "Lundi"); languages without case keep it as it is. */
export function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
