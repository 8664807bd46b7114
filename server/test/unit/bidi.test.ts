import { describe, expect, it } from 'vitest';
import { bidiParagraph, firstStrong, visualRuns, type Direction } from '../../src/lib/bidi.js';

/** The runs of a one-line paragraph, left to right, as [text in reading order, drawn right to left]. */
const runs = (text: string, direction: Direction) =>
  visualRuns(bidiParagraph(text, direction), direction).map((run) => [run.text, run.rtl]);

describe('visual order of one line', () => {
  it('keeps Latin text as it is and an Arabic line as one right-to-left run', () => {
    expect(runs('Net amount paid', 'ltr')).toEqual([['Net amount paid', false]]);
    expect(runs('صافي المبلغ المدفوع', 'rtl')).toEqual([['صافي المبلغ المدفوع', true]]);
  });

  it('puts a code at the left end of an Arabic line and keeps its characters in order', () => {
    expect(runs('رقم الحجز BK-20260531-7KQ2MX', 'rtl')).toEqual([['BK-20260531-7KQ2MX', false], ['رقم الحجز ', true]]);
  });

  it('writes an amount formatted for Arabic with the number read left to right and the currency after it', () => {
    const amount = new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'EUR' }).format(49.5);
    expect(runs(amount, 'rtl')).toEqual([['\u00a0€', true], ['49.50', false]]);
    const refund = new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'EUR' }).format(-10);
    expect(runs(refund, 'rtl')).toEqual([['\u00a0€', true], ['-10.00', false]]);
  });

  it('reads a time range from the right in Arabic, each time left to right', () => {
    expect(runs('20:30–22:00', 'rtl')).toEqual([['22:00', false], ['–', true], ['20:30', false]]);
  });

  it('orders the words and numbers of an Arabic date from the right', () => {
    expect(runs('2 يونيو 2026', 'rtl')).toEqual([['2026', false], [' يونيو ', true], ['2', false]]);
  });

  it('mirrors brackets of right-to-left text (drawn reversed, they face the right way)', () => {
    expect(runs('(مثال)', 'rtl')).toEqual([[')مثال(', true]]);
    expect(runs('20:30–22:00 (Europe/Paris)', 'rtl')).toEqual([
      ['(', true], ['Europe/Paris', false], [' )', true], ['22:00', false], ['–', true], ['20:30', false],
    ]);
  });

  it('reverses an Arabic name inside a Latin line only', () => {
    expect(runs('Name: سامي علي (team 5)', 'ltr')).toEqual([['Name: ', false], ['سامي علي', true], [' (team 5)', false]]);
  });

  it('drops direction marks but lets them decide', () => {
    expect(runs('\u200f\u200e-5 €', 'rtl')).toEqual([[' €', true], ['-5', false]]);
  });

  it('tells the direction of a text from its first letter', () => {
    expect(firstStrong('2 Riverside Pitch', 'rtl')).toBe('ltr');
    expect(firstStrong('ملعب النخيل 2', 'ltr')).toBe('rtl');
    expect(firstStrong('12:00', 'rtl')).toBe('rtl');
  });
});
