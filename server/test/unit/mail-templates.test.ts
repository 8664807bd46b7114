import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@pitchside/shared-api/contracts/language';
import { pickLanguage } from '../../src/modules/mail/mailer.js';
import { renderMail } from '../../src/modules/mail/templates/render.js';
import type { MailKind } from '../../src/modules/mail/templates/types.js';

const KINDS: MailKind[] = ['welcome', 'verify-email', 'password-reset'];
const vars = { firstName: 'Zoë', link: 'http://localhost:5173/verify-email?token=abc', validity: 48 };

describe('mail templates', () => {
  it.each(KINDS.flatMap((k) => LANGUAGE_CODES.map((l) => [k, l] as const)))('%s exists in %s with HTML and text', (kind, language) => {
    const mail = renderMail(kind, language, vars);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail.html).toContain(vars.link);
    expect(mail.text).toContain(vars.link);
    expect(mail.text).toContain('Zoë');
  });

  it('Arabic is right-to-left and actually Arabic', () => {
    const mail = renderMail('password-reset', 'ar', vars);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('the three languages differ', () => {
    const subjects = new Set(LANGUAGE_CODES.map((l) => renderMail('welcome', l, vars).subject));
    expect(subjects.size).toBe(3);
  });

  it('escapes user data in HTML', () => {
    const mail = renderMail('welcome', 'en', { ...vars, firstName: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('picks the preference, then Accept-Language by weight, then English', () => {
    expect(pickLanguage('fr', 'ar')).toBe('fr');
    expect(pickLanguage(undefined, 'de-DE,ar;q=0.8,fr;q=0.9')).toBe('fr');
    expect(pickLanguage(null, 'ar-MA')).toBe('ar');
    expect(pickLanguage(undefined, 'de, es')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
