import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@pitchside/shared-api/contracts/language';
import { selectLanguage } from '@pitchside/shared-api/client/preferences-slice';
import { renderShell } from '../../testing/render-shell';
import { LANGUAGE_OPTIONS } from './languages';
import { LanguageSelector } from './language-selector';

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
  document.cookie = 'i18nextLng=; max-age=0';
});

describe('language selector', () => {
  it('lists the three languages by native name, as the contracts define them', () => {
    renderShell(<LanguageSelector />);
    const select = screen.getByRole('combobox', { name: 'Select language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français', 'العربية']);
    expect(LANGUAGE_OPTIONS).toEqual(LANGUAGES.map(({ code, nativeName }) => ({ code, nativeName })));
  });

  it('switches to Arabic: right-to-left document, persisted choice, store updated', async () => {
    const { store, user } = renderShell(<LanguageSelector />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select language' }), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(localStorage.getItem('preferredLanguage')).toBe('ar');
    expect(selectLanguage(store.getState())).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اختر اللغة' })).toHaveValue('ar');
  });

  it('keeps the previous language and shows the error icon, tooltip and alert when the change fails', async () => {
    const change = vi.fn().mockRejectedValue(new Error('bundle missing'));
    const { store, user } = renderShell(<LanguageSelector change={change} />);
    const select = screen.getByRole('combobox', { name: 'Select language' });
    await user.selectOptions(select, 'fr');

    expect(await screen.findByRole('alert')).toHaveTextContent('The language could not be changed. Please try again.');
    expect(change).toHaveBeenCalledWith(expect.anything(), 'fr');
    expect(select).toHaveValue('en');
    expect(selectLanguage(store.getState())).toBe('en');

    const icon = screen.getByRole('button', { name: 'Language change error' });
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The last language change failed');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language change error' })).toBeInTheDocument();
  });

  it('treats a refused change like a failure', async () => {
    const change = vi.fn().mockResolvedValue({ ok: false, language: 'en', error: new Error('nope') });
    const { user } = renderShell(<LanguageSelector change={change} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select language' }), 'ar');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('dir', 'rtl');
  });
});
