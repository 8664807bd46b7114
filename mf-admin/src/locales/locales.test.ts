import { missingTranslationKeys } from '@pitchside/shared-ui/i18n';
import {
  ADMIN_ACTIONS, ADMIN_ALERT_KINDS, ADMIN_ANALYTICS_MESSAGES, ADMIN_MESSAGES, ADMIN_TARGETS, RELEASE_MESSAGES,
} from '@pitchside/shared-api/contracts/admin';
import {
  ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CHANNELS, ANNOUNCEMENT_KINDS, ANNOUNCEMENT_MESSAGES,
} from '@pitchside/shared-api/contracts/announcements';
import { SPORT_TYPES } from '@pitchside/shared-api/contracts/field-constants';
import { REMOTES } from '@pitchside/shared-api/remotes';
import { TRANSLATED_CONTRACT_TEXTS } from '../lib/use-admin-text';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

type Tree = { [key: string]: string | Tree };

/** Dotted keys of the texts that English makes plural (`…_one`/`…_other`), without the suffix. */
function pluralKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return pluralKeys(value, `${prefix}${key}.`);
    return key.endsWith('_other') ? [`${prefix}${key.slice(0, -'_other'.length)}`] : [];
  });
}

const at = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('admin translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every English key', (_language, texts) => {
    expect(missingTranslationKeys(en, texts)).toEqual([]);
  });

  it('gives Arabic every plural form where English has a count', () => {
    const keys = pluralKeys(en);
    expect(keys).toEqual(expect.arrayContaining(['companies.count', 'users.count', 'activity.count', 'announcements.sent', 'announcements.company.found']));
    for (const key of keys) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(at(ar, `${key}_${form}`), `${key}_${form}`).toEqual(expect.any(String));
      }
    }
  });

  it('names every action, target and alert of the admin contract, and says each of its messages word for word in English', () => {
    expect(Object.keys(en.activity.actions).sort()).toEqual([...ADMIN_ACTIONS].sort());
    expect(Object.keys(en.activity.targets).sort()).toEqual([...ADMIN_TARGETS].sort());
    expect(Object.keys(en.overview.alerts.text).sort()).toEqual([...ADMIN_ALERT_KINDS].sort());
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) {
      if (typeof text === 'string') expect(en.messages).toHaveProperty(key, text);
    }
  });

  it('translates the announcement, release and period messages the admin screens meet, each word for word in English', () => {
    const texts = [...TRANSLATED_CONTRACT_TEXTS.keys()];
    const { invalidUnsubscribeLink: _link, unsubscribed: _unsubscribed, ...announcementTexts } = ANNOUNCEMENT_MESSAGES;
    expect(texts).toEqual(expect.arrayContaining([
      ...Object.values(announcementTexts),
      ...Object.values(RELEASE_MESSAGES).filter((text) => typeof text === 'string'),
      ...Object.values(ADMIN_ANALYTICS_MESSAGES),
    ]));
    for (const [text, key] of TRANSLATED_CONTRACT_TEXTS) expect(en.messages).toHaveProperty(key, text);
  });

  it('names every kind, audience and channel of an announcement, every sport and every remote', () => {
    expect(Object.keys(en.announcements.kinds).sort()).toEqual([...ANNOUNCEMENT_KINDS].sort());
    expect(Object.keys(en.announcements.kindHints).sort()).toEqual([...ANNOUNCEMENT_KINDS].sort());
    expect(Object.keys(en.announcements.audience.phrases).sort()).toEqual([...ANNOUNCEMENT_AUDIENCES].sort());
    expect(Object.keys(en.announcements.audience.labels)).toEqual(expect.arrayContaining([...ANNOUNCEMENT_AUDIENCES]));
    expect(Object.keys(en.announcements.channels.phrases)).toEqual(expect.arrayContaining([...ANNOUNCEMENT_CHANNELS]));
    expect(Object.keys(en.analytics.sports).sort()).toEqual([...SPORT_TYPES].sort());
    expect(Object.keys(en.releases.remotes).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
  });
});
