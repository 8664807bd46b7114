import { render } from '@testing-library/react';
import { GlobalStyle } from './global-style';

function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('GlobalStyle', () => {
  it('declares the token variables for both themes', () => {
    render(<GlobalStyle />);
    const css = injectedCss();
    expect(css).toMatch(/:root\[data-theme='dark'\]\{[^}]*--ps-color-bg:#0b1322/);
    expect(css).toMatch(/:root\[data-theme='light'\]\{[^}]*--ps-color-bg:#f5f7fa/);
    expect(css).toContain('--ps-layout-sidebar-width:280px');
  });

  it('sets a focus ring, reduced motion and no physical left/right rules', () => {
    render(<GlobalStyle />);
    const css = injectedCss();
    expect(css).toMatch(/:focus-visible\{outline:2px solid var\(--ps-color-focus-ring\)/);
    expect(css).toContain('prefers-reduced-motion: reduce');
    expect(css).not.toMatch(/(margin|padding)-(left|right)|text-align:(left|right)/);
  });
});
