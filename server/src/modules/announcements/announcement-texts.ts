import { ANNOUNCEMENT_MESSAGES, type AnnouncementKind } from '@pitchside/shared-api/contracts/announcements';
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

interface UnsubscribePageTexts {
  title: string;
  question: string;
  button: string;
  doneTitle: string;
  done: string;
  invalidTitle: string;
  invalid: string;
  settings: string;
}

/** The page a newsletter's unsubscribe link opens (GET), and what it says after the button (POST). */
export const UNSUBSCRIBE_PAGE_TEXTS: Record<LanguageCode, UnsubscribePageTexts> = {
  en: {
    title: 'Unsubscribe from the Pitchside newsletter',
    question: 'Stop receiving the Pitchside newsletter? Notices about your bookings and your account will still reach you.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: `${ANNOUNCEMENT_MESSAGES.unsubscribed}. You can subscribe again at any time in your notification settings.`,
    invalidTitle: 'This link is not valid',
    invalid: ANNOUNCEMENT_MESSAGES.invalidUnsubscribeLink,
    settings: 'Open my notification settings',
  },
  fr: {
    title: 'Se désabonner de la lettre d’information Pitchside',
    question: 'Ne plus recevoir la lettre d’information Pitchside ? Les avis sur vos réservations et votre compte continueront de vous parvenir.',
    button: 'Se désabonner',
    doneTitle: 'Désabonnement effectué',
    done: 'Vous ne recevrez plus la lettre d’information Pitchside. Vous pouvez vous réabonner à tout moment dans vos paramètres de notification.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalid: 'Ce lien de désabonnement n’est pas valide. Vous pouvez désactiver la lettre d’information dans vos paramètres de notification.',
    settings: 'Ouvrir mes paramètres de notification',
  },
  ar: {
    title: 'إلغاء الاشتراك في نشرة Pitchside',
    question: 'هل تريد التوقف عن استلام نشرة Pitchside؟ ستظل تصلك الإشعارات المتعلقة بحجوزاتك وحسابك.',
    button: 'إلغاء الاشتراك',
    doneTitle: 'تم إلغاء اشتراكك',
    done: 'لن تصلك نشرة Pitchside بعد الآن. يمكنك الاشتراك من جديد في أي وقت من إعدادات الإشعارات.',
    invalidTitle: 'هذا الرابط غير صالح',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف النشرة من إعدادات الإشعارات.',
    settings: 'فتح إعدادات الإشعارات',
  },
};
