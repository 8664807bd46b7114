import { addNamespace, createI18n } from '@pitchside/shared-ui/i18n';
import { REMOTE_CONTRACT_VERSION, REMOTES } from '@pitchside/shared-api/remotes';
import { isRemotePagesModule, type RemotePagesModule } from '@pitchside/shared-api/remote-contract';
import { loadLandingTexts, NS } from './locales/namespace';
import * as pagesModule from './pages';
import { contractVersion, pages, registerTranslations } from './pages';

describe('the ./pages module', () => {
  it('exposes exactly the mf_customer page ids of shared-api/src/remotes.ts, as the contract has it', () => {
    const exposed: RemotePagesModule<'mf_customer'> = pagesModule;
    expect(isRemotePagesModule(exposed)).toBe(true);
    expect(Object.keys(pages).sort()).toEqual([...(REMOTES.find((remote) => remote.name === 'mf_customer')?.pages ?? [])].sort());
  });

  it('carries the contract version it was built against', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('registers no namespace before its page loads: the landing texts are not on the other pages', async () => {
    const i18n = createI18n({ lng: 'en' });
    await registerTranslations(i18n);
    expect(i18n.hasResourceBundle('en', NS)).toBe(false);
  });

  it('loads the landing texts with the landing page: English at once, French and Arabic on demand', async () => {
    const i18n = createI18n({ lng: 'en' });
    const texts = await loadLandingTexts();
    await addNamespace(i18n, NS, texts);
    expect(i18n.hasResourceBundle('fr', NS)).toBe(false);
    await i18n.loadLanguages(['fr', 'ar']);
    expect(i18n.t('landing.hero.findField', { ns: NS })).toBe('Find a field');
    expect(i18n.t('landing.hero.findField', { ns: NS, lng: 'fr' })).toBe('Trouver un terrain');
    expect(i18n.t('landing.hero.findField', { ns: NS, lng: 'ar' })).toBe('ابحث عن ملعب');
  });
});
