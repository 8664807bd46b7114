/**
 * Lines of mixed-direction text on a pdfkit page. pdfkit shapes glyphs (through fontkit) but does no
 * bidi: it draws a string's pieces left to right, and reverses a right-to-left script's glyphs only
 * when it shapes the string as a whole. So each line is cut into runs in visual order (./bidi.ts),
 * and each right-to-left run is shaped whole; each run is then placed at its own x.
 */
import type PDFDocument from 'pdfkit';
import { bidiParagraph, firstStrong, visualRuns, type Direction, type VisualRun } from './bidi.js';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  font: string;
  size: number;
  color: string;
}

export interface PdfLine {
  runs: VisualRun[];
  width: number;
}

/** Any feature list makes pdfkit shape a string whole instead of word by word; required ligatures apply anyway. */
const WHOLE: PDFKit.Mixins.OpenTypeFeatures[] = ['rlig'];
/** Characters whose script fontkit lays out right to left (it reverses the glyphs of such a string). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** The string to give pdfkit for a run, and how, so that its glyphs come out in visual order. */
function drawable(run: VisualRun): { text: string; features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  const reversed = () => Array.from(run.text).reverse().join('');
  if (run.rtl) return RTL_SCRIPT.test(run.text) ? { text: run.text, features: WHOLE } : { text: reversed() };
  // Left-to-right text in a right-to-left script (Arabic-Indic digits) would be reversed by fontkit: pre-reverse it.
  return RTL_SCRIPT.test(run.text) ? { text: reversed(), features: WHOLE } : { text: run.text };
}

export class PdfText {
  constructor(private readonly doc: Doc, readonly direction: Direction) {}

  private use(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  private runWidth(run: VisualRun): number {
    const { text, features } = drawable(run);
    return this.doc.widthOfString(text, features ? { features } : {});
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true);
  }

  /**
   * `text` broken at spaces into lines no wider than `width` (a longer word stays whole), each in visual
   * order. `auto`: the text reads in the direction of its first letter (a name typed in any script).
   */
  lines(text: string, style: TextStyle, width: number, textDirection: Direction | 'auto' = this.direction): PdfLine[] {
    this.use(style);
    const direction = textDirection === 'auto' ? firstStrong(text, this.direction) : textDirection;
    const paragraph = bidiParagraph(text, direction);
    const measure = (start: number, end: number): PdfLine => {
      const runs = visualRuns(paragraph, direction, start, end);
      return { runs, width: runs.reduce((sum, run) => sum + this.runWidth(run), 0) };
    };
    const lines: PdfLine[] = [];
    let start = 0;
    while (start < paragraph.chars.length) {
      let end = paragraph.chars.length;
      let line = measure(start, end);
      while (line.width > width) {
        const space = paragraph.chars.lastIndexOf(' ', end - 1);
        if (space <= start) break;
        end = space;
        line = measure(start, end);
      }
      lines.push(line);
      start = end;
      while (paragraph.chars[start] === ' ') start += 1;
    }
    return lines;
  }

  /** Draws one line within [x, x + width], at the start or end side of the line's direction, or centred. */
  draw(line: PdfLine, style: TextStyle, x: number, y: number, width: number, align: 'start' | 'end' | 'center'): void {
    this.use(style);
    const toRight = (align === 'end') !== (this.direction === 'rtl');
    let left = align === 'center' ? x + (width - line.width) / 2 : toRight ? x + width - line.width : x;
    for (const run of line.runs) {
      const { text, features } = drawable(run);
      this.doc.text(text, left, y, { lineBreak: false, ...(features ? { features } : {}) });
      left += this.runWidth(run);
    }
  }
}
