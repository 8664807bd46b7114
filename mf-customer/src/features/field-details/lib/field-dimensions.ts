/** Playing area in m² from length and width in meters; null when either is unknown. */
export function fieldArea(length: number | null, width: number | null): number | null {
  if (length === null || width === null) return null;
  // Rounded to centimetre-square precision so 40.1 × 20.3 does not show floating-point noise.
  return Math.round(length * width * 100) / 100;
}
