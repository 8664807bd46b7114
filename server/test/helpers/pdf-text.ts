/**
 * Reads back the text layer of a PDF written by pdfkit: every text-showing operation of the page content
 * streams, its glyphs mapped to Unicode through the font's ToUnicode map. Glyphs come in drawing order,
 * i.e. visual order, left to right; a shaped Arabic glyph maps back to its letter(s).
 */
import { inflateSync } from 'node:zlib';

export interface PdfFragment {
  page: number;
  x: number;
  y: number;
  /** The glyphs' Unicode text, one entry per glyph (a ligature maps to several characters). */
  glyphs: string[];
  /** The glyph ids as drawn, one per glyph. */
  ids: number[];
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = start + streamAt + 'stream'.length + (source[start + streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataStart, dataStart + length);
    found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return found;
}

const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** Glyph id → Unicode text, from a ToUnicode CMap (bfchar and bfrange, with arrays or offsets). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(from!, 16), hexText(to!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(low!, 16);
      const last = parseInt(high!, 16);
      if (target!.startsWith('[')) {
        [...target!.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach(([, hex], i) => map.set(first + i, hexText(hex!.replace(/ /g, ''))));
      } else {
        const base = parseInt(target!.slice(1, -1), 16);
        for (let id = first; id <= last; id += 1) map.set(id, String.fromCodePoint(base + id - first));
      }
    }
  }
  return map;
}

const reference = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** Every piece of text drawn on the PDF's pages, in drawing order. */
export function pdfFragments(pdf: Buffer): PdfFragment[] {
  const all = objects(pdf);
  const fragments: PdfFragment[] = [];
  const pages = [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  pages.forEach((page, index) => {
    const resources = all.get(reference(page.dict, 'Resources'))?.dict ?? page.dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = all.get(reference(all.get(Number(id))!.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '';
      fonts.set(name!, toUnicode(cmap));
    }
    const content = all.get(reference(page.dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let font = new Map<number, string>();
    let x = 0;
    let y = 0;
    for (const [, tm, tf, tj] of content.matchAll(/1 0 0 1 ([\d.-]+ [\d.-]+) Tm|\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (tm) [x, y] = tm.split(' ').map(Number) as [number, number];
      else if (tf) font = fonts.get(tf) ?? new Map();
      else if (tj !== undefined) {
        const ids = [...tj.matchAll(/<([0-9a-fA-F]+)>/g)].flatMap(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
        const glyphs = ids.map((id) => font.get(id) ?? '\ufffd');
        fragments.push({ page: index + 1, x, y, glyphs, ids, text: glyphs.join('') });
      }
    }
  });
  return fragments;
}

/** The text as seen: fragments on one baseline joined left to right, lines from the top of the first page down. */
export function pdfLines(pdf: Buffer): string[] {
  const rows = new Map<string, PdfFragment[]>();
  for (const fragment of pdfFragments(pdf)) {
    const key = `${fragment.page}:${Math.round(fragment.y)}`;
    rows.set(key, [...(rows.get(key) ?? []), fragment]);
  }
  return [...rows.values()]
    .sort(([a], [b]) => a!.page - b!.page || b!.y - a!.y)
    .map((row) => row.sort((a, b) => a.x - b.x).map((f) => f.text).join(''));
}
