/** Card numbers are 12 to 19 digits (the contract's rule). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of what was typed, at most 19, in groups of four as printed on most cards. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
