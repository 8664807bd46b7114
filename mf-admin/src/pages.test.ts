import { createI18n } from '@pitchside/shared-ui/i18n';
import { contractVersion, pages, registerTranslations } from './pages';

describe('the ./pages module', () => {
  it('exposes exactly the page ids of the shell route table', () => {
    expect(Object.keys(pages)).toEqual(['admin']);
  });

  it('carries the contract version it was built against', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('registers the admin namespace in all three languages', () => {
    const i18n = createI18n({ lng: 'en' });
    registerTranslations(i18n);
    expect(i18n.t('users.title', { ns: 'admin' })).toBe('Users');
    expect(i18n.t('users.title', { ns: 'admin', lng: 'fr' })).toBe('Utilisateurs');
    expect(i18n.t('users.title', { ns: 'admin', lng: 'ar' })).toBe('المستخدمون');
  });
});
