import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { UNSUBSCRIBE_MESSAGES, type UnsubscribePurpose } from '@pitchside/shared-api/contracts/unsubscribe';

interface PurposeTexts {
  title: string;
  question: string;
  done: string;
}

interface UnsubscribePageTexts {
  purposes: Record<UnsubscribePurpose, PurposeTexts>;
  button: string;
  doneTitle: string;
  invalidTitle: string;
  invalid: string;
  settings: string;
}

const again = {
  en: 'You can turn them on again at any time in your notification settings.',
  fr: 'Vous pouvez les réactiver à tout moment dans vos paramètres de notification.',
  ar: 'يمكنك تفعيلها من جديد في أي وقت من إعدادات الإشعارات.',
} as const;

/** The page an unsubscribe link opens (GET), and what it says after the button (POST), per purpose of the link. */
export const UNSUBSCRIBE_PAGE_TEXTS: Record<LanguageCode, UnsubscribePageTexts> = {
  en: {
    purposes: {
      newsletter: {
        title: 'Unsubscribe from the Pitchside newsletter',
        question: 'Stop receiving the Pitchside newsletter? Notices about your bookings and your account will still reach you.',
        done: `${UNSUBSCRIBE_MESSAGES.unsubscribed.newsletter}. You can subscribe again at any time in your notification settings.`,
      },
      promotions: {
        title: 'Unsubscribe from promotions',
        question: 'Stop receiving promotions from the companies you booked with? Notices about your bookings and your account will still reach you.',
        done: `${UNSUBSCRIBE_MESSAGES.unsubscribed.promotions}. ${again.en}`,
      },
      reminders: {
        title: 'Unsubscribe from booking reminders',
        question: 'Stop receiving booking reminders by e-mail? Reminders still appear in your notifications in Pitchside, and confirmations and cancellations still reach you.',
        done: `${UNSUBSCRIBE_MESSAGES.unsubscribed.reminders}. ${again.en}`,
      },
    },
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    invalidTitle: 'This link is not valid',
    invalid: UNSUBSCRIBE_MESSAGES.invalidLink,
    settings: 'Open my notification settings',
  },
  fr: {
    purposes: {
      newsletter: {
        title: 'Se désabonner de la lettre d’information Pitchside',
        question: 'Ne plus recevoir la lettre d’information Pitchside ? Les avis sur vos réservations et votre compte continueront de vous parvenir.',
        done: 'Vous ne recevrez plus la lettre d’information Pitchside. Vous pouvez vous réabonner à tout moment dans vos paramètres de notification.',
      },
      promotions: {
        title: 'Se désabonner des promotions',
        question: 'Ne plus recevoir les promotions des entreprises chez qui vous avez réservé ? Les avis sur vos réservations et votre compte continueront de vous parvenir.',
        done: `Vous ne recevrez plus de promotions par e-mail. ${again.fr}`,
      },
      reminders: {
        title: 'Se désabonner des rappels de réservation',
        question: 'Ne plus recevoir les rappels de réservation par e-mail ? Les rappels restent visibles dans vos notifications Pitchside, et les confirmations et annulations continueront de vous parvenir.',
        done: `Vous ne recevrez plus de rappels de réservation par e-mail. ${again.fr}`,
      },
    },
    button: 'Se désabonner',
    doneTitle: 'Désabonnement effectué',
    invalidTitle: 'Ce lien n’est pas valide',
    invalid: 'Ce lien de désabonnement n’est pas valide. Vous pouvez désactiver ces e-mails dans vos paramètres de notification.',
    settings: 'Ouvrir mes paramètres de notification',
  },
  ar: {
    purposes: {
      newsletter: {
        title: 'إلغاء الاشتراك في نشرة Pitchside',
        question: 'هل تريد التوقف عن استلام نشرة Pitchside؟ ستظل تصلك الإشعارات المتعلقة بحجوزاتك وحسابك.',
        done: 'لن تصلك نشرة Pitchside بعد الآن. يمكنك الاشتراك من جديد في أي وقت من إعدادات الإشعارات.',
      },
      promotions: {
        title: 'إلغاء الاشتراك في العروض الترويجية',
        question: 'هل تريد التوقف عن استلام العروض الترويجية من الشركات التي حجزت لديها؟ ستظل تصلك الإشعارات المتعلقة بحجوزاتك وحسابك.',
        done: `لن تصلك العروض الترويجية عبر البريد الإلكتروني بعد الآن. ${again.ar}`,
      },
      reminders: {
        title: 'إلغاء الاشتراك في تذكيرات الحجز',
        question: 'هل تريد التوقف عن استلام تذكيرات الحجز عبر البريد الإلكتروني؟ ستظل التذكيرات تظهر في إشعاراتك على Pitchside، وستظل تصلك رسائل التأكيد والإلغاء.',
        done: `لن تصلك تذكيرات الحجز عبر البريد الإلكتروني بعد الآن. ${again.ar}`,
      },
    },
    button: 'إلغاء الاشتراك',
    doneTitle: 'تم إلغاء اشتراكك',
    invalidTitle: 'هذا الرابط غير صالح',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف هذه الرسائل من إعدادات الإشعارات.',
    settings: 'فتح إعدادات الإشعارات',
  },
};
