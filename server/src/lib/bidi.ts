/**
 * Visual order of mixed left-to-right and right-to-left text, for drawing it where nothing else does
 * (PDF text is drawn glyph after glyph, left to right). A subset of the Unicode Bidirectional Algorithm
 * (UAX #9) for one paragraph: strong letters, European and Arabic numbers with their separators and
 * terminators, neutrals, mirrored brackets. Explicit embeddings, overrides and isolates are not
 * supported: their controls are dropped (LRM, RLM and ALM still count as strong characters).
 */

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'ES' | 'ET' | 'AN' | 'CS' | 'NSM' | 'WS' | 'ON';

export type Direction = 'ltr' | 'rtl';

/** A piece of a line drawn in one direction; `text` is in logical order (the order in which it is read). */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

/** A paragraph with its resolved embedding level per code point (odd: right to left). */
export interface BidiParagraph {
  /** The code points of the text, bidi controls removed. */
  chars: string[];
  levels: number[];
}

const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** Marks and formatting characters that are dropped from the drawn text. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;
const MIRRORS: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«', '‹': '›', '›': '‹' };

function classOf(char: string): BidiClass {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\u200e') return 'L';
  if (char === '\u200f') return 'R';
  if (char === '\u061c') return 'AL';
  if ((code >= 0x0660 && code <= 0x0669) || code === 0x066b || code === 0x066c) return 'AN';
  if (/\p{Nd}/u.test(char)) return 'EN';
  if (/\p{M}/u.test(char)) return 'NSM';
  if (/\p{L}/u.test(char)) return ARABIC_LETTER.test(char) ? 'AL' : RTL_LETTER.test(char) ? 'R' : 'L';
  if (char === '+' || char === '-' || char === '\u2212') return 'ES';
  if (/[#%°‰′″\p{Sc}]/u.test(char)) return 'ET';
  if (/[,.:/\u00a0\u202f\u060c]/u.test(char)) return 'CS';
  if (/\s/u.test(char)) return 'WS';
  return 'ON';
}

/** Rules W1–W7 of UAX #9 on one paragraph (sos and eos are the paragraph's direction). */
function resolveWeak(classes: BidiClass[], sos: 'L' | 'R'): void {
  let previous: BidiClass = sos;
  for (let i = 0; i < classes.length; i += 1) {
    if (classes[i] === 'NSM') classes[i] = previous;
    previous = classes[i]!;
  }
  let strong: BidiClass = sos;
  for (let i = 0; i < classes.length; i += 1) {
    const c = classes[i]!;
    if (c === 'L' || c === 'R' || c === 'AL') strong = c;
    else if (c === 'EN' && strong === 'AL') classes[i] = 'AN';
  }
  for (let i = 0; i < classes.length; i += 1) if (classes[i] === 'AL') classes[i] = 'R';
  for (let i = 1; i < classes.length - 1; i += 1) {
    const [before, c, after] = [classes[i - 1], classes[i], classes[i + 1]];
    if (before === 'EN' && after === 'EN' && (c === 'ES' || c === 'CS')) classes[i] = 'EN';
    else if (before === 'AN' && after === 'AN' && c === 'CS') classes[i] = 'AN';
  }
  for (let i = 0; i < classes.length; i += 1) {
    if (classes[i] !== 'ET') continue;
    let end = i;
    while (end < classes.length && classes[end] === 'ET') end += 1;
    if (classes[i - 1] === 'EN' || classes[end] === 'EN') classes.fill('EN', i, end);
    i = end - 1;
  }
  for (let i = 0; i < classes.length; i += 1) if (['ES', 'ET', 'CS'].includes(classes[i]!)) classes[i] = 'ON';
  strong = sos;
  for (let i = 0; i < classes.length; i += 1) {
    const c = classes[i]!;
    if (c === 'L' || c === 'R') strong = c;
    else if (c === 'EN' && strong === 'L') classes[i] = 'L';
  }
}

/** Rules N1–N2: neutrals between text of one direction take it (numbers count as right to left); others the paragraph's. */
function resolveNeutrals(classes: BidiClass[], embedding: 'L' | 'R'): void {
  const directionOf = (c: BidiClass | undefined): 'L' | 'R' | undefined =>
    c === undefined ? embedding : c === 'L' ? 'L' : c === 'R' || c === 'EN' || c === 'AN' ? 'R' : undefined;
  for (let i = 0; i < classes.length; i += 1) {
    if (directionOf(classes[i]) !== undefined) continue;
    let end = i;
    while (end < classes.length && directionOf(classes[end]) === undefined) end += 1;
    const before = directionOf(classes[i - 1]);
    const after = directionOf(classes[end]);
    classes.fill(before === after ? before! : embedding, i, end);
    i = end - 1;
  }
}

/** The direction of a text's first strong letter (rules P2–P3), else `fallback`: how text of unknown language reads. */
export function firstStrong(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const c = classOf(char);
    if (c === 'L') return 'ltr';
    if (c === 'R' || c === 'AL') return 'rtl';
  }
  return fallback;
}

/** Resolves the embedding levels of one paragraph written in `direction`. */
export function bidiParagraph(text: string, direction: Direction): BidiParagraph {
  const all = Array.from(text);
  const base = direction === 'rtl' ? 1 : 0;
  const embedding = direction === 'rtl' ? 'R' : 'L';
  const classes = all.map(classOf);
  resolveWeak(classes, embedding);
  resolveNeutrals(classes, embedding);
  const levels = classes.map((c) => {
    if (base === 0) return c === 'R' ? 1 : c === 'AN' || c === 'EN' ? 2 : 0;
    return c === 'R' ? 1 : 2;
  });
  const kept = all.map((char) => !CONTROLS.test(char));
  return { chars: all.filter((_, i) => kept[i]), levels: levels.filter((_, i) => kept[i]) };
}

/**
 * The runs of `chars[start, end)` of a paragraph in the order they are drawn, left to right (rules L1, L2
 * and L4): trailing spaces return to the paragraph's level, then every sequence at a level or higher is
 * reversed, from the highest level down to the lowest odd one; brackets in right-to-left runs are mirrored.
 */
export function visualRuns(paragraph: BidiParagraph, direction: Direction, start = 0, end = paragraph.chars.length): VisualRun[] {
  const base = direction === 'rtl' ? 1 : 0;
  const chars = paragraph.chars.slice(start, end);
  const levels = paragraph.levels.slice(start, end);
  for (let i = chars.length - 1; i >= 0 && /\s/u.test(chars[i]!); i -= 1) levels[i] = base;

  const runs: { chars: string[]; level: number }[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.chars.push(char);
    else runs.push({ chars: [char], level: levels[i]! });
  });
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length; i += 1) {
      if (runs[i]!.level < level) continue;
      let stop = i;
      while (stop < runs.length && runs[stop]!.level >= level) stop += 1;
      runs.splice(i, stop - i, ...runs.slice(i, stop).reverse());
      i = stop;
    }
  }
  return runs.map(({ chars: runChars, level }) => {
    const rtl = level % 2 === 1;
    return { text: (rtl ? runChars.map((c) => MIRRORS[c] ?? c) : runChars).join(''), rtl };
  });
}
