import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Direction } from 'radix-ui';
import { createI18n, textsReady } from '../i18n/i18n';
import { DesignSystemProvider } from './design-system-provider';

function DirectionProbe() {
  return <p>direction: {Direction.useDirection()}</p>;
}

describe('DesignSystemProvider', () => {
  it('renders children and writes the theme to <html data-theme> (even without an i18n instance)', () => {
    const { rerender } = render(
      <DesignSystemProvider theme="dark">
        <p>content</p>
      </DesignSystemProvider>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    rerender(<DesignSystemProvider theme="light" />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('leaves the global style to the owner of the document (a server-rendered one has it already)', () => {
    render(<DesignSystemProvider theme="light" />);
    const css = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('');
    expect(css).not.toContain('--ps-color-primary');
  });

  it('gives Radix the direction of the current language and follows changes', async () => {
    const i18n = createI18n({ lng: 'ar' });
    await textsReady(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider theme="light">
          <DirectionProbe />
        </DesignSystemProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('direction: rtl')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('direction: ltr')).toBeInTheDocument();
  });
});
