/**
 * Visual order of mixed left-to-right and right-to-left text, for drawing it where nothing else does
 * (PDF text is drawn glyph after glyph, left to right). The Unicode Bidirectional Algorithm (UAX #9) is
 * bidi-js's: embedding levels, reordering of a line, mirrored characters. This module cuts a line into
 * runs of one direction in visual order and leaves the bidi control characters out of the drawn text
 * (they still decide the levels: LRM, RLM and ALM as strong characters, embeddings and isolates as such).
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** A piece of a line drawn in one direction; `text` is in logical order (the order in which it is read). */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

/** A text written in one direction, with its resolved embedding levels (one paragraph or more). */
export interface BidiParagraph {
  /** The code points of the text, bidi controls removed: lines are cut between them. */
  chars: string[];
  /** The whole text, controls included. */
  text: string;
  /** The UTF-16 offset in `text` just after each of `chars` (controls before a character go with it). */
  ends: number[];
  /** `text` as given to bidi-js (see `analysable`), of the same length. */
  analysed: string;
  /** bidi-js's levels of `analysed`, so of `text`: one per UTF-16 code unit (odd: right to left). */
  embedding: EmbeddingLevels;
}

/** The marks and formatting characters of UAX #9 (LRM, RLM, ALM, embeddings, overrides, isolates): never drawn. */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Types reset to the paragraph's level at the end of a line (rule L1): whitespace, isolate and removed controls. */
const TRAILING = new Set(['WS', 'S', 'B', 'BN', 'LRI', 'RLI', 'FSI', 'PDI', 'LRE', 'RLE', 'LRO', 'RLO', 'PDF']);
/** A character of the Basic Multilingual Plane for each bidi type found beyond it. */
const STAND_IN: Record<string, string> = { L: 'a', R: '\u05d0', AL: '\u0627', EN: '0', AN: '\u0660', ET: '#', NSM: '\u0300', BN: '\u00ad', ON: '!' };

/**
 * bidi-js reads a string one UTF-16 code unit at a time, so it takes both halves of a character beyond the
 * Basic Multilingual Plane (emoji, some scripts and digits) for left-to-right letters. Each such character is
 * given to it as two characters of its own bidi type instead: same length, so the levels line up with `text`.
 */
function analysable(text: string): string {
  return text.replace(/[\u{10000}-\u{10ffff}]/gu, (char) => STAND_IN[bidi.getBidiCharTypeName(char)]?.repeat(2) ?? char);
}

/**
 * The direction of a text's first strong letter outside isolates (rules P2–P3), else `fallback`: how
 * text of unknown language reads.
 */
export function firstStrong(text: string, fallback: Direction): Direction {
  let isolates = 0;
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'B') break;
    if (type === 'LRI' || type === 'RLI' || type === 'FSI') isolates += 1;
    else if (type === 'PDI') isolates = Math.max(0, isolates - 1);
    else if (isolates === 0 && type === 'L') return 'ltr';
    else if (isolates === 0 && (type === 'R' || type === 'AL')) return 'rtl';
  }
  return fallback;
}

/** Resolves the embedding levels of a text written in `direction`. */
export function bidiParagraph(text: string, direction: Direction): BidiParagraph {
  const chars: string[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    offset += char.length;
    if (BIDI_CONTROL.test(char)) continue;
    chars.push(char);
    ends.push(offset);
  }
  const analysed = analysable(text);
  return { chars, text, ends, analysed, embedding: bidi.getEmbeddingLevels(analysed, direction) };
}

/**
 * The runs of `chars[start, end)` of a paragraph in the order they are drawn, left to right: trailing
 * whitespace returns to the paragraph's level (L1), bidi-js reorders the line (L2), and characters of
 * right-to-left runs are mirrored (L4: drawn reversed, brackets then face the right way).
 */
export function visualRuns(paragraph: BidiParagraph, direction: Direction, start = 0, end = paragraph.chars.length): VisualRun[] {
  const { text, ends, analysed, embedding } = paragraph;
  const from = start === 0 ? 0 : ends[start - 1]!;
  const to = end >= paragraph.chars.length ? text.length : ends[end - 1]!;
  if (to <= from) return [];

  const base = direction === 'rtl' ? 1 : 0;
  const levels = embedding.levels.slice(from, to);
  for (let i = to - 1; i >= from && TRAILING.has(bidi.getBidiCharTypeName(analysed[i]!)); i -= 1) levels[i - from] = base;
  const visual = bidi.getReorderedIndices(analysed, embedding, from, to - 1);
  const position = new Map(visual.slice(from, to).map((index, i) => [index, i]));
  const mirrored = bidi.getMirroredCharactersMap(analysed, embedding.levels, from, to - 1);

  // Runs of one level in logical order, each a block of the visual order: sorted by where they are drawn.
  const runs: { from: number; to: number; level: number }[] = [];
  for (let i = from; i < to; i += 1) {
    const last = runs.at(-1);
    const level = levels[i - from]!;
    if (last && last.level === level) last.to = i + 1;
    else runs.push({ from: i, to: i + 1, level });
  }
  runs.sort((a, b) => position.get(a.from)! - position.get(b.from)!);

  return runs
    .map((run) => {
      let runText = '';
      for (let i = run.from; i < run.to; i += 1) if (!BIDI_CONTROL.test(text[i]!)) runText += mirrored.get(i) ?? text[i];
      return { text: runText, rtl: run.level % 2 === 1 };
    })
    .filter((run) => run.text !== '');
}
