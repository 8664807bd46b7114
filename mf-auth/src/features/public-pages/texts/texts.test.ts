import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingTranslationKeys, type TranslationTree } from '@pitchside/shared-ui/i18n';
import { INFO_PAGES } from '@pitchside/shared-api/contracts/site-pages';
import { ACCESSIBILITY_SECTIONS } from '../accessibility/accessibility-page';
import { COOKIES_SECTIONS, STORED } from '../cookies/cookies-page';
import { FAQ_TOPICS } from '../faq/faq-topics';
import { HELP_SECTIONS } from '../help/help-page';
import { PRIVACY_SECTIONS } from '../privacy/privacy-page';
import { TERMS_SECTIONS } from '../terms/terms-page';

const texts = (page: string, language: string): TranslationTree =>
  JSON.parse(readFileSync(join(import.meta.dirname, page, `${language}.json`), 'utf8')) as TranslationTree;

function leaves(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`));
}
/** `{{placeholders}}` and `<links>`, which a translation keeps as they are. */
const marks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
/** Paragraph breaks and list items, the shape the page lays the text out by (components/rich-text.tsx). */
const shape = (text: string) => text.split(/\n\s*\n/).map((block) => block.split('\n').map((line) => (line.startsWith('- ') ? '-' : 'p')).join(''));

describe.each(INFO_PAGES.map((page) => [page]))('the texts of /%s', (page) => {
  const en = texts(page, 'en');

  it.each(['fr', 'ar'])('%s has every English key, the same placeholders and links, and the same paragraphs and lists', (language) => {
    const other = texts(page, language);
    expect(missingTranslationKeys(en, other)).toEqual([]);
    const translated = new Map(leaves(other));
    for (const [key, text] of leaves(en)) {
      const their = translated.get(key) ?? '';
      expect([key, marks(their)]).toEqual([key, marks(text)]);
      expect([key, shape(their)]).toEqual([key, shape(text)]);
    }
  });

  it.each(['fr', 'ar'])('%s is actually translated', (language) => {
    const translated = new Map(leaves(texts(page, language)));
    const all = leaves(en);
    // Names, numbers and addresses stay as they are (a phone number, "Pitchside"), and so do a few words French shares.
    const same = all.filter(([key, text]) => translated.get(key) === text && !/^(other\.(phone|address)|groups\.start|pages\.notifications|places\.cookie)$/.test(key));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe('the texts each page reads', () => {
  const has = (page: string, key: string) => leaves(texts(page, 'en')).some(([k]) => k === key);
  it('exist in English for every section, question and stored item', () => {
    const sections: [string, readonly string[]][] = [
      ['terms', TERMS_SECTIONS], ['privacy', PRIVACY_SECTIONS], ['cookies', COOKIES_SECTIONS], ['accessibility', ACCESSIBILITY_SECTIONS], ['help', HELP_SECTIONS],
    ];
    for (const [page, ids] of sections) {
      for (const id of ids) expect([page, id, has(page, `sections.${id}.title`) && has(page, `sections.${id}.body`)]).toEqual([page, id, true]);
    }
    for (const topic of FAQ_TOPICS) {
      expect(has('faq', `topics.${topic.id}`), topic.id).toBe(true);
      for (const id of topic.questions) expect([id, has('faq', `questions.${id}.q`) && has('faq', `questions.${id}.a`)]).toEqual([id, true]);
    }
    for (const item of STORED) expect(has('cookies', `items.${item.id}.what`) && has('cookies', `items.${item.id}.lasts`), item.id).toBe(true);
  });

  it('give Arabic every plural form of the search count', () => {
    const arabic = new Map(leaves(texts('faq', 'ar')));
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arabic.has(`search.count_${form}`), form).toBe(true);
  });
});
