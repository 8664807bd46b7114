import { LANGUAGES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import type { Catalogue, MailKind, MailVars } from './types.js';

const CATALOGUES: Record<LanguageCode, Catalogue> = { en, fr, ar };

export interface RenderedMail { subject: string; html: string; text: string }

/** "Hello Sam," in the mail's language. */
export const greetingIn = (language: LanguageCode, name: string): string => CATALOGUES[language].greeting(name);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What a mail says, in the order it says it; `render` lays it out as HTML and plain text. */
export interface MailContent {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines shown as a table (a booking's facts, a price breakdown). */
  facts?: [string, string][];
  /** Paragraphs after the facts. */
  after?: string[];
  button?: { label: string; url: string };
  /** Shown under the button with the link in full, for mail clients that drop buttons. */
  linkHint?: string;
  footer: string;
  /** A visible unsubscribe link under the footer (optional mail: a newsletter): "{text} {label}". */
  unsubscribe?: { text: string; label: string; url: string };
}

/** The one layout of every transactional mail: HTML (right-to-left for Arabic) and plain text; user data is always escaped. */
export function renderContent(language: LanguageCode, content: MailContent): RenderedMail {
  const dir = LANGUAGES.find((l) => l.code === language)?.direction ?? 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const facts = content.facts?.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">${content.facts
      .map(([label, value]) => `<tr><td style="padding:6px 0;color:#555;text-align:${align}">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold;text-align:${align}">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`
    : '';
  const link = content.button ? escapeHtml(content.button.url) : '';
  const button = content.button
    ? `<p style="text-align:center;margin:28px 0"><a href="${link}" style="background:#1e7d32;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.button.label)}</a></p>`
      + (content.linkHint ? `\n<p style="font-size:13px;color:#555">${escapeHtml(content.linkHint)}<br><a href="${link}" style="color:#1b2a3a;word-break:break-all">${link}</a></p>` : '')
    : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b2a3a">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;text-align:${align}">
<h1 style="color:#1e7d32;font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map(paragraph).join('\n')}
${facts}
${(content.after ?? []).map(paragraph).join('\n')}
${button}
<p style="font-size:13px;color:#555">${escapeHtml(content.footer)}</p>${content.unsubscribe
    ? `\n<p style="font-size:13px;color:#555">${escapeHtml(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:#1b2a3a">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : ''}
</div>
</body>
</html>`;
  const text = [
    content.greeting, '', ...content.paragraphs,
    ...(content.facts?.length ? ['', ...content.facts.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(content.after?.length ? ['', ...content.after] : []),
    ...(content.button ? ['', `${content.button.label}: ${content.button.url}`] : []),
    '', content.footer,
    ...(content.unsubscribe ? ['', `${content.unsubscribe.text} ${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}

/** HTML and plain-text versions of one account mail (a link to follow). */
export function renderMail(kind: MailKind, language: LanguageCode, vars: MailVars): RenderedMail {
  const catalogue = CATALOGUES[language];
  const t = catalogue[kind];
  return renderContent(language, {
    subject: t.subject,
    heading: t.heading,
    greeting: catalogue.greeting(vars.firstName),
    paragraphs: t.paragraphs(vars),
    button: { label: t.button, url: vars.link },
    linkHint: catalogue.linkHint,
    footer: t.footer,
  });
}
