import { render } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { I18nextProvider, useTranslation } from '@pitchside/shared-ui/translation';
import type { I18n } from '@pitchside/shared-ui/i18n';
import { createShellTestI18n } from '../../testing/render-shell';
import { loadRemotePages, provideRegistry } from './federation';

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
});
