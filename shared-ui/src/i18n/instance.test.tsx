import { render } from '@testing-library/react';
import { I18nextProvider, useTranslation } from '../translation/translation';
import { addNamespace, baseInstance, changeLanguage, createI18n, type I18n } from './i18n';

/** What `useTranslation` hands each of two components for one instance. */
function componentsInstances(i18n: I18n): [I18n, I18n] {
  const seen: I18n[] = [];
  function Probe() {
    seen.push(useTranslation().i18n);
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Probe />
      <Probe />
    </I18nextProvider>,
  ).unmount();
  const [first, second] = seen;
  if (!first || !second) throw new Error('the probes did not render');
  return [first, second];
}

describe('baseInstance', () => {
  it('is the instance behind whatever object a component was handed for it', () => {
    const i18n = createI18n({ lng: 'en' });
    const [first, second] = componentsInstances(i18n);
    expect(baseInstance(first)).toBe(i18n);
    expect(baseInstance(second)).toBe(i18n);
    expect(baseInstance(i18n)).toBe(i18n);
  });

  it('lets texts added through one component be loaded by a language change from another', async () => {
    const i18n = createI18n({ lng: 'en' });
    const [remote, selector] = componentsInstances(i18n);
    const fr = vi.fn(() => Promise.resolve({ default: { title: 'Terrains' } }));
    await addNamespace(remote, 'customer', { en: { title: 'Fields' }, fr, ar: { title: 'الملاعب' } });

    expect(await changeLanguage(selector, 'fr')).toEqual({ ok: true, language: 'fr' });
    expect(fr).toHaveBeenCalledOnce();
    expect(i18n.t('title', { ns: 'customer' })).toBe('Terrains');
  });
});
