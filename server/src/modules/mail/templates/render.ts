import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import type { Catalogue, MailKind, MailVars } from './types.js';

const CATALOGUES: Record<LanguageCode, Catalogue> = { en, fr, ar };

export interface RenderedMail { subject: string; html: string; text: string }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** HTML and plain-text versions of one transactional mail; user data is always escaped. */
export function renderMail(kind: MailKind, language: LanguageCode, vars: MailVars): RenderedMail {
  const catalogue = CATALOGUES[language];
  const t = catalogue[kind];
  const dir = LANGUAGES.find((l) => l.code === language)?.direction ?? 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = t.paragraphs(vars);
  const greeting = catalogue.greeting(vars.firstName);
  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2a3a">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${align}">
<h1 style="color:#1e7d32;font-size:22px;margin:0 0 16px">${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="text-align:center;margin:28px 0"><a href="${link}" style="background:#1e7d32;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(catalogue.linkHint)}<br><a href="${link}" style="color:#1b2a3a;word-break:break-all">${link}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t.footer)}</p>
</div>
</body>
</html>`;
  const text = [greeting, '', ...paragraphs, '', `${t.button}: ${vars.link}`, '', t.footer].join('\n');
  return { subject: t.subject, html, text };
}
