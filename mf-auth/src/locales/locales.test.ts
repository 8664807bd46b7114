import { missingTranslationKeys, type TranslationTree } from '@pitchside/shared-ui/i18n';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/** Every leaf text of a tree, with its dotted key. */
function leaves(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('auth translations', () => {
  it.each([['fr', fr], ['ar', ar]] as const)('%s has every English key', (_language, texts) => {
    expect(missingTranslationKeys(en, texts)).toEqual([]);
  });

  it.each([['fr', fr], ['ar', ar]] as const)('%s keeps the placeholders and tags of each English text', (_language, texts) => {
    const translated = new Map(leaves(texts));
    for (const [key, text] of leaves(en)) expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it.each([['fr', fr], ['ar', ar]] as const)('%s is actually translated', (_language, texts) => {
    const translated = new Map(leaves(texts));
    const same = leaves(en).filter(([key, text]) => translated.get(key) === text && !/^(brand\.name)$/.test(key));
    expect(same.length / leaves(en).length).toBeLessThan(0.05);
  });

  it('keeps the documented texts verbatim in English', () => {
    expect(en.errors).toMatchObject({
      invalidCredentials: 'Invalid email or password',
      loginFailed: 'Login failed',
      loginFailedRetry: 'Login failed. Please try again.',
      registrationFailed: 'Registration failed',
      registrationFailedRetry: 'Registration failed. Please try again.',
      validation: 'Validation failed. Please check your input.',
      fetchProfileFailed: 'Failed to fetch profile',
      updateProfileFailed: 'Failed to update profile',
    });
    expect(en.register.success).toBe('Registration successful!');
    expect(en.verifyEmail.resendSuccess).toBe('Verification email sent successfully! Please check your inbox and spam folder.');
    expect(en.verifyEmail.resendFailed).toBe('Failed to resend verification email. Please try again.');
  });
});
