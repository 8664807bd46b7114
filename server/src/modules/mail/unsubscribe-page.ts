import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { UnsubscribePurpose } from '@pitchside/shared-api/contracts/unsubscribe';
import { UNSUBSCRIBE_PAGE_TEXTS } from './unsubscribe-texts.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type UnsubscribePageState =
  /** GET with a valid link: the question and the button (a form POST to the same address). */
  | { state: 'confirm'; purpose: UnsubscribePurpose; action: string }
  /** After the POST. */
  | { state: 'done'; purpose: UnsubscribePurpose }
  /** A link whose token is malformed or not ours. */
  | { state: 'invalid' };

/**
 * The small page of an optional e-mail's unsubscribe link, in the reader's language. No script and no outside
 * resource: the platform's CSP (`form-action 'self'`, inline styles allowed) lets it post to itself.
 */
export function unsubscribePage(language: LanguageCode, page: UnsubscribePageState, settingsUrl: string): string {
  const t = UNSUBSCRIBE_PAGE_TEXTS[language];
  const dir = LANGUAGES.find((l) => l.code === language)?.direction ?? 'ltr';
  const heading = page.state === 'confirm' ? t.purposes[page.purpose].title : page.state === 'done' ? t.doneTitle : t.invalidTitle;
  const body = page.state === 'confirm'
    ? `<p>${escapeHtml(t.purposes[page.purpose].question)}</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`
    : `<p>${escapeHtml(page.state === 'done' ? t.purposes[page.purpose].done : t.invalid)}</p>
<p><a href="${escapeHtml(settingsUrl)}">${escapeHtml(t.settings)}</a></p>`;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style>
body{margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2a3a}
main{max-width:520px;margin:48px auto;background:#fff;border-radius:8px;padding:32px}
h1{color:#1e7d32;font-size:22px;margin:0 0 16px}
button{background:#1e7d32;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:16px;cursor:pointer}
a{color:#1b2a3a}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}
