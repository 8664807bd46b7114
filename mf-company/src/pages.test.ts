import { createI18n } from '@pitchside/shared-ui/i18n';
import { REMOTE_CONTRACT_VERSION, REMOTES } from '@pitchside/shared-api/remotes';
import { isRemotePagesModule, type RemotePagesModule } from '@pitchside/shared-api/remote-contract';
import { NS } from './locales/namespace';
import * as pagesModule from './pages';
import { contractVersion, pages, registerTranslations } from './pages';

describe('the ./pages module', () => {
  it('exposes exactly the mf_company page ids of shared-api/src/remotes.ts, as the contract has it', () => {
    const exposed: RemotePagesModule<'mf_company'> = pagesModule;
    expect(isRemotePagesModule(exposed)).toBe(true);
    expect(Object.keys(pages).sort()).toEqual([...(REMOTES.find((remote) => remote.name === 'mf_company')?.pages ?? [])].sort());
  });

  it('carries the contract version it was built against', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('registers the company namespace: English at once, French and Arabic on demand, sections with their pages', async () => {
    const i18n = createI18n({ lng: 'en' });
    await registerTranslations(i18n);
    expect(i18n.hasResourceBundle('fr', NS)).toBe(false);
    await i18n.loadLanguages(['fr', 'ar']);
    expect(i18n.t('pagination.next', { ns: 'company' })).toBe('Next');
    expect(i18n.t('pagination.next', { ns: 'company', lng: 'fr' })).toBe('Suivante');
    expect(i18n.t('pagination.next', { ns: 'company', lng: 'ar' })).toBe('التالي');
    // The sections come with the pages that use them (locales/sections.test.ts).
    expect(i18n.exists('upgrade.plans', { ns: 'company' })).toBe(false);
  });
});
