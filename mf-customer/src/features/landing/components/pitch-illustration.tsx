/** A football pitch drawn with lines (decorative; colours come from the surrounding CSS). */
export function PitchIllustration() {
  return (
    <svg viewBox="0 0 320 210" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
      <rect className="turf" x="4" y="4" width="312" height="202" rx="14" />
      <line x1="160" y1="4" x2="160" y2="206" />
      <circle cx="160" cy="105" r="30" />
      <circle cx="160" cy="105" r="3" fill="currentColor" />
      <rect x="4" y="55" width="46" height="100" />
      <rect x="4" y="83" width="16" height="44" />
      <rect x="270" y="55" width="46" height="100" />
      <rect x="300" y="83" width="16" height="44" />
      <path d="M50 85a22 22 0 0 1 0 40M270 85a22 22 0 0 0 0 40" />
      <circle className="ball" cx="212" cy="70" r="9" />
      <path d="M206 66l6 4 6-4M212 70v8" strokeWidth="1.5" />
    </svg>
  );
}
