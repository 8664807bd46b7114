import sharp from 'sharp';
import type { SportType } from '@pitchside/shared-api/contracts/field-constants';

// Pictures of the demo fields, drawn at seed time: a gradient in the sport's colours with the
// markings of its court or pitch, rendered from SVG. Three views per sport tell a field's images apart.

const WIDTH = 1200;
const HEIGHT = 800;

interface SportLook {
  /** Playing surface, light to dark. */
  surface: [string, string];
  /** Surroundings (run-off, walls). */
  surround: string;
  lines: string;
  /** Mowing or plank stripes across the surface. */
  stripes: boolean;
}

const LOOKS: Record<SportType, SportLook> = {
  football: { surface: ['#5fb95a', '#2f7d32'], surround: '#275e2a', lines: '#ffffff', stripes: true },
  basketball: { surface: ['#e9b07a', '#c27a3e'], surround: '#3b4a6b', lines: '#ffffff', stripes: true },
  tennis: { surface: ['#d9784a', '#a8492a'], surround: '#2f6b4f', lines: '#ffffff', stripes: false },
  volleyball: { surface: ['#f2c45a', '#d48f2b'], surround: '#2c5d8f', lines: '#ffffff', stripes: false },
  hockey: { surface: ['#6fb7d9', '#2e7fae'], surround: '#1f3b57', lines: '#f4f8fb', stripes: false },
  badminton: { surface: ['#4fae8c', '#23775d'], surround: '#3a3f4b', lines: '#ffffff', stripes: true },
  squash: { surface: ['#efe0c4', '#cfb48a'], surround: '#5a6270', lines: '#c0392b', stripes: true },
  multi_purpose: { surface: ['#8d7bd1', '#5b4aa3'], surround: '#2f2a4a', lines: '#ffe27a', stripes: false },
};

/** The court's markings in a 1000 × 600 box (a pitch seen from above). */
const MARKINGS: Record<SportType, string> = {
  football: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="500" y1="0" x2="500" y2="600"/>
    <circle cx="500" cy="300" r="80"/><circle cx="500" cy="300" r="5" fill="currentColor"/>
    <rect x="0" y="130" width="150" height="340"/><rect x="850" y="130" width="150" height="340"/>
    <rect x="0" y="220" width="50" height="160"/><rect x="950" y="220" width="50" height="160"/>
    <path d="M150 245 A80 80 0 0 1 150 355"/><path d="M850 245 A80 80 0 0 0 850 355"/>`,
  basketball: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="500" y1="0" x2="500" y2="600"/>
    <circle cx="500" cy="300" r="65"/><rect x="0" y="220" width="200" height="160"/><rect x="800" y="220" width="200" height="160"/>
    <path d="M0 40 H90 A260 260 0 0 1 90 560 H0"/><path d="M1000 40 H910 A260 260 0 0 0 910 560 H1000"/>
    <circle cx="200" cy="300" r="65"/><circle cx="800" cy="300" r="65"/>`,
  tennis: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="0" y1="70" x2="1000" y2="70"/><line x1="0" y1="530" x2="1000" y2="530"/>
    <line x1="500" y1="-20" x2="500" y2="620" stroke-width="10"/><line x1="230" y1="70" x2="230" y2="530"/>
    <line x1="770" y1="70" x2="770" y2="530"/><line x1="230" y1="300" x2="770" y2="300"/>`,
  volleyball: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="500" y1="-20" x2="500" y2="620" stroke-width="10"/>
    <line x1="333" y1="0" x2="333" y2="600"/><line x1="667" y1="0" x2="667" y2="600"/>`,
  hockey: `
    <rect x="0" y="0" width="1000" height="600" rx="140"/><line x1="500" y1="0" x2="500" y2="600" stroke="#d64541"/>
    <line x1="330" y1="0" x2="330" y2="600" stroke="#2b6cb0"/><line x1="670" y1="0" x2="670" y2="600" stroke="#2b6cb0"/>
    <circle cx="500" cy="300" r="70" stroke="#2b6cb0"/><circle cx="180" cy="170" r="60" stroke="#d64541"/>
    <circle cx="180" cy="430" r="60" stroke="#d64541"/><circle cx="820" cy="170" r="60" stroke="#d64541"/>
    <circle cx="820" cy="430" r="60" stroke="#d64541"/><line x1="70" y1="0" x2="70" y2="600" stroke="#d64541"/>
    <line x1="930" y1="0" x2="930" y2="600" stroke="#d64541"/>`,
  badminton: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="0" y1="45" x2="1000" y2="45"/><line x1="0" y1="555" x2="1000" y2="555"/>
    <line x1="500" y1="-20" x2="500" y2="620" stroke-width="10"/><line x1="350" y1="0" x2="350" y2="600"/>
    <line x1="650" y1="0" x2="650" y2="600"/><line x1="60" y1="0" x2="60" y2="600"/><line x1="940" y1="0" x2="940" y2="600"/>
    <line x1="0" y1="300" x2="350" y2="300"/><line x1="650" y1="300" x2="1000" y2="300"/>`,
  squash: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="420" y1="0" x2="420" y2="600"/>
    <line x1="420" y1="300" x2="1000" y2="300"/><rect x="420" y="0" width="160" height="160"/><rect x="420" y="440" width="160" height="160"/>
    <rect x="0" y="0" width="30" height="600" fill="currentColor" fill-opacity="0.35"/>`,
  multi_purpose: `
    <rect x="0" y="0" width="1000" height="600"/><line x1="500" y1="0" x2="500" y2="600"/><circle cx="500" cy="300" r="75"/>
    <rect x="0" y="200" width="170" height="200"/><rect x="830" y="200" width="170" height="200"/>
    <g stroke="#ffffff" stroke-opacity="0.7"><rect x="200" y="90" width="600" height="420"/><line x1="200" y1="300" x2="800" y2="300"/></g>`,
};

/** Views: straight from above, tilted as from the stands, and a close-up under evening lights. */
const VIEWS = [
  'translate(100 100)',
  'translate(600 430) rotate(-9) scale(0.92 0.62) translate(-500 -300)',
  'translate(-260 -160) scale(1.7)',
] as const;
export const VIEW_COUNT = VIEWS.length;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

/** Colours only: smooth, so it is rasterised at a quarter of the size and scaled up (gradients are the slow part). */
function backgroundSvg(sport: SportType, view: number): string {
  const look = LOOKS[sport];
  const evening = view === 2;
  const stripes = look.stripes
    ? Array.from({ length: 5 }, (_, i) => `<rect x="${i * 200}" y="0" width="100" height="600" fill="#ffffff" fill-opacity="0.06"/>`).join('')
    : '';
  return svg(WIDTH / 4, HEIGHT / 4, `
  <defs>
    <linearGradient id="surface" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${look.surface[0]}"/><stop offset="1" stop-color="${look.surface[1]}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.5" cy="${evening ? 0.15 : 0.35}" r="0.9">
      <stop offset="0" stop-color="#ffffff" stop-opacity="${evening ? 0.35 : 0.18}"/><stop offset="1" stop-color="#000000" stop-opacity="${evening ? 0.55 : 0.2}"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${look.surround}"/>
  <g transform="${VIEWS[view]}"><rect x="-40" y="-40" width="1080" height="680" fill="url(#surface)"/>${stripes}</g>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>`);
}

/** The markings, sharp at full size over a transparent background. */
function markingsSvg(sport: SportType, view: number): string {
  const look = LOOKS[sport];
  return svg(WIDTH, HEIGHT, `<g transform="${VIEWS[view]}" fill="none" stroke="${look.lines}" color="${look.lines}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.9">${MARKINGS[sport]}</g>`);
}

/** A JPEG of the sport's court in one of the views (0 … VIEW_COUNT − 1). */
export function renderFieldImage(sport: SportType, view: number): Promise<Buffer> {
  const v = view % VIEW_COUNT;
  return sharp(Buffer.from(backgroundSvg(sport, v)))
    .resize(WIDTH, HEIGHT)
    .composite([{ input: Buffer.from(markingsSvg(sport, v)) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}
