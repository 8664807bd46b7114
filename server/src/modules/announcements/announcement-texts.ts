import type { AnnouncementKind } from '@pitchside/shared-api/contracts/announcements';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

interface AnnouncementMailTexts {
  subject: Record<AnnouncementKind, (title: string) => string>;
  greeting: (name: string) => string;
  button: string;
  footer: Record<AnnouncementKind, string>;
  /** Under the footer of a newsletter: "{text} {label}", the label being the link. */
  unsubscribe: { text: string; label: string };
}

/**
 * The frame of an announcement's e-mail in the reader's language (docs/product/emails.md): the title and the
 * message are the super admin's own words, as written.
 */
export const ANNOUNCEMENT_MAIL_TEXTS: Record<LanguageCode, AnnouncementMailTexts> = {
  en: {
    subject: { system: (title) => `Pitchside: ${title}`, newsletter: (title) => `Pitchside newsletter: ${title}` },
    greeting: (name) => `Hello ${name},`,
    button: 'Open Pitchside',
    footer: {
      system: 'You receive this e-mail because you have a Pitchside account: notices about the service go to every account.',
      newsletter: 'You receive this newsletter because you asked for it in your notification settings.',
    },
    unsubscribe: { text: 'No longer want it?', label: 'Unsubscribe from the newsletter' },
  },
  fr: {
    subject: { system: (title) => `Pitchside : ${title}`, newsletter: (title) => `Lettre d’information Pitchside : ${title}` },
    greeting: (name) => `Bonjour ${name},`,
    button: 'Ouvrir Pitchside',
    footer: {
      system: 'Vous recevez cet e-mail parce que vous avez un compte Pitchside : les avis sur le service sont envoyés à tous les comptes.',
      newsletter: 'Vous recevez cette lettre d’information parce que vous l’avez demandée dans vos paramètres de notification.',
    },
    unsubscribe: { text: 'Vous ne souhaitez plus la recevoir ?', label: 'Se désabonner de la lettre d’information' },
  },
  ar: {
    subject: { system: (title) => `Pitchside: ${title}`, newsletter: (title) => `نشرة Pitchside: ${title}` },
    greeting: (name) => `مرحبًا ${name}،`,
    button: 'افتح Pitchside',
    footer: {
      system: 'تصلك هذه الرسالة لأن لديك حسابًا على Pitchside: تُرسل إشعارات الخدمة إلى جميع الحسابات.',
      newsletter: 'تصلك هذه النشرة لأنك طلبتها في إعدادات الإشعارات.',
    },
    unsubscribe: { text: 'لم تعد ترغب في استلامها؟', label: 'إلغاء الاشتراك في النشرة' },
  },
};
