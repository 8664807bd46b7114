// Which notification settings stop which e-mails (docs/product/emails.md#preferences-and-unsubscribe).
import { describe, expect, it } from 'vitest';
import { mayEmail, type MailConsentKind } from '../../src/modules/users/mail-consent.js';

const ALWAYS: MailConsentKind[] = ['security', 'receipt', 'transactional'];
const everythingOn = { email: true, sms: true, push: true, bookingReminders: true, promotions: true, newsletter: true };

describe('mayEmail', () => {
  it('always lets security e-mails, receipts and transactional e-mails through, whatever the settings', () => {
    const everythingOff = { email: false, sms: false, push: false, bookingReminders: false, promotions: false, newsletter: false };
    for (const kind of ALWAYS) {
      for (const settings of [everythingOff, everythingOn, {}, null, undefined]) expect(mayEmail(settings, kind), kind).toBe(true);
    }
  });

  it('stops every optional e-mail when e-mail is off, and each one by its own setting', () => {
    expect(mayEmail({ ...everythingOn, email: false }, 'reminder')).toBe(false);
    expect(mayEmail({ ...everythingOn, email: false }, 'promotion')).toBe(false);
    expect(mayEmail({ ...everythingOn, email: false }, 'newsletter')).toBe(false);
    const own = { reminder: 'bookingReminders', promotion: 'promotions', newsletter: 'newsletter' } as const;
    for (const [kind, setting] of Object.entries(own) as [keyof typeof own, string][]) {
      expect(mayEmail(everythingOn, kind), kind).toBe(true);
      expect(mayEmail({ ...everythingOn, [setting]: false }, kind), kind).toBe(false);
      // Turning off another optional setting does not stop this one.
      for (const other of Object.values(own).filter((s) => s !== setting)) expect(mayEmail({ ...everythingOn, [other]: false }, kind)).toBe(true);
    }
  });

  it('reads a missing or malformed setting as its default: reminders on, promotions and newsletter off, e-mail on', () => {
    expect(mayEmail({}, 'reminder')).toBe(true);
    expect(mayEmail(null, 'promotion')).toBe(false);
    expect(mayEmail({ newsletter: 'yes' }, 'newsletter')).toBe(false);
    expect(mayEmail({ promotions: true }, 'promotion')).toBe(true);
    expect(mayEmail({ promotions: true, email: 'no' }, 'promotion')).toBe(true);
  });
});
