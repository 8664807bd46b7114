import { createGlobalStyle } from 'styled-components';
import { color, font } from '../tokens/tokens';
import { rootCssVariables, themeCssVariables } from '../tokens/token-css';

/**
 * Global CSS: token variables for both themes (`:root[data-theme]`), box sizing, body text and
 * background, a visible focus ring, reduced motion. Rendered once, by `DesignSystemProvider`.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${rootCssVariables()}
  }
  :root,
  :root[data-theme='light'] {
    ${themeCssVariables('light')}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${themeCssVariables('dark')}
    color-scheme: dark;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-block-size: 100vh;
    background: ${color.bg};
    color: ${color.text};
    font-family: ${font.familySans};
    font-size: ${font.sizeMd};
    line-height: ${font.lineHeightNormal};
    text-align: start;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6, p, figure, blockquote {
    margin: 0;
  }
  h1, h2, h3, h4, h5, h6 {
    line-height: ${font.lineHeightTight};
  }
  img, video {
    max-inline-size: 100%;
    block-size: auto;
  }
  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${color.primaryText};
  }
  :focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  ::selection {
    background: ${color.primarySubtle};
    color: ${color.text};
  }
  [hidden] {
    display: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
