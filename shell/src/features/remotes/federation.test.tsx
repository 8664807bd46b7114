import { render } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { I18nextProvider, useTranslation } from '@pitchside/shared-ui/translation';
import type { I18n } from '@pitchside/shared-ui/i18n';
import { createShellTestI18n } from '../../testing/render-shell';
import { parseRegistry } from './registry';
import { loadRemotePages, provideRegistry, RemoteUnavailableError } from './federation';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

/** What `useTranslation` hands each of two components (two mounts of a remote's page) for one instance. */
function twoComponentsInstances(i18n: I18n): I18n[] {
  const seen: I18n[] = [];
  function Probe() {
    seen.push(useTranslation(undefined, { bindI18n: '', bindI18nStore: '' }).i18n);
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Probe />
      <Probe />
    </I18nextProvider>,
  ).unmount();
  return seen;
}

describe('loadRemotePages', () => {
  it("adds a remote's texts once per i18n instance, whichever component hands the instance over", async () => {
    const registerTranslations = vi.fn(async () => undefined);
    vi.mocked(loadRemote).mockResolvedValue({ contractVersion: '1.0.0', pages: {}, registerTranslations });
    provideRegistry({ remotes: { mf_auth: { manifest: '/remotes/mf_auth/1.0.0-a/mf-manifest.json', version: '1.0.0-a', contract: '1.0.0' } } });
    const i18n = createShellTestI18n();

    for (const given of [...twoComponentsInstances(i18n), i18n]) await loadRemotePages('mf_auth', given);
    // Adding them again would re-render every translated component of the app, each time a page mounts.
    expect(registerTranslations).toHaveBeenCalledTimes(1);
    expect(registerTranslations).toHaveBeenCalledWith(i18n);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote the registry names with a contract the shell does not speak, without fetching its code', async () => {
    vi.mocked(loadRemote).mockClear();
    provideRegistry(parseRegistry({ remotes: { mf_payments: { manifest: '/remotes/mf_payments/9.0.0-a/mf-manifest.json', version: '9.0.0-a', contract: '99.0.0' } } }));

    const refusal = loadRemotePages('mf_payments', createShellTestI18n());
    await expect(refusal).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(refusal).rejects.toMatchObject({ reason: 'incompatible-contract', message: expect.stringContaining('99.0.0') });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('stops using a loaded remote once a new registry refuses it (server rendering reads the registry per document)', async () => {
    vi.mocked(loadRemote).mockClear().mockResolvedValue({ contractVersion: '1.0.0', pages: {} });
    const entry = { manifest: '/remotes/mf_company/1.0.0-a/mf-manifest.json', version: '1.0.0-a', contract: '1.0.0' };
    provideRegistry(parseRegistry({ remotes: { mf_company: entry } }));
    await expect(loadRemotePages('mf_company', createShellTestI18n())).resolves.toMatchObject({ contractVersion: '1.0.0' });

    provideRegistry(parseRegistry({ remotes: { mf_company: { ...entry, contract: '99.0.0' } } }));
    await expect(loadRemotePages('mf_company', createShellTestI18n())).rejects.toMatchObject({ reason: 'incompatible-contract' });

    // Removed from the registry altogether: not served from the earlier load either.
    provideRegistry(parseRegistry({ remotes: { mf_company: entry } }));
    await loadRemotePages('mf_company', createShellTestI18n());
    provideRegistry(parseRegistry({ remotes: {} }));
    await expect(loadRemotePages('mf_company', createShellTestI18n())).rejects.toMatchObject({ reason: 'not-registered' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
