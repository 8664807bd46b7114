/**
 * The installable app's texts (install action, install and update toasts): a namespace of their own, added
 * by the code that loads after the page is interactive (app-texts.ts). The shell's main texts are in every
 * page's start-up bundle, and `/` is at its size budget (docs/performance.md).
 */
export const APP_NS = 'shell-app';
