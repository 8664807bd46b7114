import { AUTH_MESSAGES } from '@pitchside/shared-api/contracts/auth';
import { PROFILE_MESSAGES } from '@pitchside/shared-api/contracts/profile';
import en from '../locales/en.json';
import { CODE_KEYS, MESSAGE_KEYS } from './messages';

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('error and validation texts', () => {
  it('has an English text for every key a code or message maps to', () => {
    const keys = [...Object.values(CODE_KEYS), ...MESSAGE_KEYS.values()];
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });

  it("translates every contract validation message, with the contract's own English", () => {
    for (const [key, text] of Object.entries({ ...AUTH_MESSAGES, ...PROFILE_MESSAGES })) {
      expect(MESSAGE_KEYS.get(text)).toBe(`validation.${key}`);
      expect(lookup(`validation.${key}`)).toBe(text);
    }
  });
});
