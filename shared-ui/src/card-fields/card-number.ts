/** Card numbers are 12 to 19 digits (the payment contract's rule). */
const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of what was typed, at most 19, in groups of four as printed on most cards. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Whether a card's expiry month is over (a card is valid until the end of its month). */
export function isCardExpired({ expMonth, expYear }: { expMonth: number; expYear: number }, now = new Date()): boolean {
  return expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1);
}
