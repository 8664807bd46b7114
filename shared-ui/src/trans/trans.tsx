/**
 * react-i18next's `<Trans>` (texts with embedded elements), behind its own shared facade: it and the HTML
 * parser it needs weigh ~5 KB gzip, used by a few forms only. Kept apart from
 * `@pitchside/shared-ui/translation` (needed by every page), it loads with the first page that uses it —
 * still the shell's one react-i18next (see docs/adr/0010).
 */
export { Trans } from 'react-i18next';
