/**
 * The PDF of a receipt or an invoice: A4, the platform and company on top, then titled sections of label/value rows
 * (labels on the reading side, values on the other), in DejaVu Sans, which covers Latin and Arabic.
 * Arabic receipts are mirrored and their lines put in visual order by ../../lib/pdf-text.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { PdfText, type TextStyle } from '../../lib/pdf-text.js';
import { receiptContent, type ReceiptContent, type ReceiptData } from './receipt-content.js';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;
/** The font files, read on the first receipt and kept. */
const fontData = () => (fonts ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) });

/** The design system's navy text, muted text, brand green and border colours. */
const COLORS = { text: '#0f1f3d', muted: '#4a5872', brand: '#15803d', rule: '#d5dbe5' };
const MARGIN = 56;
const LABEL_SHARE = 0.42;
const GAP = 16;

const style = (font: 'regular' | 'bold', size: number, color: string): TextStyle => ({ font, size, color });
const STYLES = {
  platform: style('bold', 20, COLORS.brand),
  title: style('bold', 20, COLORS.text),
  company: style('regular', 12, COLORS.muted),
  heading: style('bold', 11, COLORS.brand),
  label: style('regular', 10, COLORS.muted),
  value: style('regular', 10, COLORS.text),
  strong: style('bold', 11, COLORS.text),
  footer: style('regular', 9, COLORS.muted),
};

function draw(doc: InstanceType<typeof PDFDocument>, content: ReceiptContent): void {
  const text = new PdfText(doc, content.direction);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;

  const platform = text.lines(content.platform, STYLES.platform, width / 2, 'ltr');
  const title = text.lines(content.title, STYLES.title, width / 2);
  platform.forEach((line) => text.draw(line, STYLES.platform, MARGIN, y, width, 'start'));
  title.forEach((line) => text.draw(line, STYLES.title, MARGIN, y, width, 'end'));
  y += text.lineHeight(STYLES.title);
  for (const line of text.lines(content.company, STYLES.company, width, 'auto')) {
    text.draw(line, STYLES.company, MARGIN, y, width, 'start');
    y += text.lineHeight(STYLES.company);
  }
  y += 10;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(1).strokeColor(COLORS.rule).stroke();
  y += 14;

  const labelWidth = width * LABEL_SHARE;
  const valueWidth = width - labelWidth - GAP;
  // Labels on the reading side, values on the other side; mirrored in right-to-left receipts.
  const labelX = content.direction === 'rtl' ? MARGIN + width - labelWidth : MARGIN;
  const valueX = content.direction === 'rtl' ? MARGIN : MARGIN + labelWidth + GAP;
  const fits = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };

  for (const section of content.sections) {
    fits(text.lineHeight(STYLES.heading) * 2);
    for (const line of section.heading ? text.lines(section.heading, STYLES.heading, width) : []) {
      text.draw(line, STYLES.heading, MARGIN, y, width, 'start');
      y += text.lineHeight(STYLES.heading) + 2;
    }
    for (const row of section.rows) {
      const valueStyle = row.strong ? STYLES.strong : STYLES.value;
      const labelStyle = row.strong ? STYLES.strong : STYLES.label;
      const labels = text.lines(row.label, labelStyle, labelWidth);
      const values = text.lines(row.value, valueStyle, valueWidth, row.direction ?? content.direction);
      const height = Math.max(labels.length * text.lineHeight(labelStyle), values.length * text.lineHeight(valueStyle));
      fits(height);
      labels.forEach((line, i) => text.draw(line, labelStyle, labelX, y + i * text.lineHeight(labelStyle), labelWidth, 'start'));
      values.forEach((line, i) => text.draw(line, valueStyle, valueX, y + i * text.lineHeight(valueStyle), valueWidth, 'end'));
      y += height + 4;
    }
    y += 12;
  }

  const footer = text.lines(content.footer, STYLES.footer, width);
  fits(footer.length * text.lineHeight(STYLES.footer));
  for (const line of footer) {
    text.draw(line, STYLES.footer, MARGIN, y, width, 'center');
    y += text.lineHeight(STYLES.footer);
  }
}

/** The receipt of a paid booking as a PDF, in `language`. */
export function renderReceipt(data: ReceiptData, language: LanguageCode): Promise<Buffer> {
  const content = receiptContent(data, language);
  return renderDocument(content, language, `${content.title} ${data.bookingNumber}`);
}

/** A document of titled label/value sections (a receipt, an invoice) as an A4 PDF. */
export async function renderDocument(content: ReceiptContent, language: LanguageCode, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: title, Author: content.platform, Subject: content.company },
  });
  doc.registerFont('regular', fontData().regular);
  doc.registerFont('bold', fontData().bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc, content);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
