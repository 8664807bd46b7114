/**
 * Styling entry point for apps. Apps style through this module (with the design tokens), never by
 * importing styled-components themselves, so the styling engine stays confined to shared-ui.
 */
export { default as styled, css, keyframes } from 'styled-components';
