// Amounts typed by a person, in major units ("12.50", "12,5", "١٢٫٥٠"), turned into integer minor units.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** Western digits for Arabic-Indic ones, and "." for the Arabic decimal separator or a comma. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/[\u066b,]/g, '.');
}

/**
 * Minor units (cents) of an amount typed in major units with at most two decimals; `null` when the text
 * is not such an amount. Money is kept in hundredths, as `formatMoney` shows it.
 */
export function toMinorUnits(text: string): number | null {
  const value = normalize(text);
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
