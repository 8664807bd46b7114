// A translated component re-renders when texts arrive for its own namespaces and when the language
// changes, not when another namespace gains texts (a remote's, a page's, the app's): those re-renders
// of the whole page were synchronous long tasks on phones.
import { act, render, screen } from '@testing-library/react';
import { addNamespace, changeLanguage, createI18n } from '../i18n/i18n';
import { I18nextProvider, useTranslation } from './translation';

function Label({ ns, onRender }: { ns: string; onRender: () => void }) {
  const { t } = useTranslation(ns);
  onRender();
  return <p>{t('greeting')}</p>;
}

describe('useTranslation', () => {
  it('re-renders for texts added to its namespace and for a language change, not for other namespaces', async () => {
    const i18n = createI18n({ lng: 'en' });
    const renders = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Label ns="court" onRender={renders} />
      </I18nextProvider>,
    );
    expect(screen.getByText('greeting')).toBeInTheDocument();
    // react-i18next asks once, after mounting, for the namespace it does not know yet: let that settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const afterFirst = renders.mock.calls.length;

    await act(() => addNamespace(i18n, 'other', { en: { greeting: 'Not mine' }, fr: { greeting: 'Pas à moi' }, ar: { greeting: 'ليس لي' } }));
    expect(renders.mock.calls.length, 'another namespace added').toBe(afterFirst);

    await act(() => addNamespace(i18n, 'court', { en: { greeting: 'Welcome to the court' }, fr: { greeting: 'Bienvenue sur le terrain' }, ar: { greeting: 'مرحبًا بك في الملعب' } }));
    expect(screen.getByText('Welcome to the court')).toBeInTheDocument();
    const afterOwn = renders.mock.calls.length;
    expect(afterOwn).toBeGreaterThan(afterFirst);

    await act(async () => {
      await changeLanguage(i18n, 'fr');
    });
    expect(screen.getByText('Bienvenue sur le terrain')).toBeInTheDocument();
    expect(renders.mock.calls.length).toBeGreaterThan(afterOwn);
  });
});
