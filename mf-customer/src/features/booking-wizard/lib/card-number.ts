/** At most 19 digits (the longest card numbers), grouped by four as printed on most cards: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
