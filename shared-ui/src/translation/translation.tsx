/**
 * The platform's React binding of i18next. Apps import it from here, never from `react-i18next`
 * directly: this module is a shared singleton, so every remote uses the shell's one react-i18next
 * (one context, one instance), and the library is bundled once, tree-shaken to these exports — a
 * shared package is provided whole (see docs/adr/0010). Add an export here when an app needs one;
 * `<Trans>` has its own facade, `@pitchside/shared-ui/trans`, to stay off the first load.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
