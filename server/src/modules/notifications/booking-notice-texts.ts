/**
 * What booking notices say, in English, French and Arabic: the in-app notification (title and message)
 * and the e-mail. Values arrive formatted in the reader's language (dates, times, money).
 */
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

export interface NoticeValues {
  field: string;
  company: string;
  /** The local day, written out ("Monday 1 June 2026"). */
  date: string;
  start: string;
  end: string;
  timezone: string;
  code: string;
  number: string;
  total: string;
  /** Set on a cancellation that refunds something; on a payment receipt, the amount paid. */
  amount?: string;
  /** Card brand and last four digits, or the words for paying on site. */
  method?: string;
  reason?: string;
  customer?: string;
  arriveMinutes: number;
  refundDays: string;
}

interface NoticeText {
  title: (v: NoticeValues) => string;
  message: (v: NoticeValues) => string;
  subject: (v: NoticeValues) => string;
  heading: string;
  /** Paragraphs before the booking's facts. */
  intro: (v: NoticeValues) => string[];
  /** Paragraphs after them. */
  outro: (v: NoticeValues) => string[];
  button: string;
}

export type NoticeTextKind =
  | 'confirmed' | 'awaitingConfirmation' | 'newRequest' | 'paid' | 'cancelled' | 'reminderDayBefore' | 'reminderSoon';

export interface NoticeCatalogue {
  kinds: Record<NoticeTextKind, NoticeText>;
  labels: {
    field: string; when: string; code: string; number: string; total: string; amount: string; method: string;
    reason: string; refund: string;
  };
  paidOnSite: string;
  card: string;
  noRefund: string;
  footer: string;
  /** Under the footer of a reminder: "{text} {label}", the label being the one-click unsubscribe link. */
  unsubscribeReminders: { text: string; label: string };
  /** Name of the attached calendar file and receipt (without extension). */
  calendarFile: string;
  receiptFile: string;
}

const en: NoticeCatalogue = {
  kinds: {
    confirmed: {
      title: () => 'Booking confirmed',
      message: (v) => `${v.field}, ${v.date}, ${v.start}–${v.end}. Confirmation code ${v.code}.`,
      subject: (v) => `Booking confirmed: ${v.field} on ${v.date}`,
      heading: 'Your booking is confirmed',
      intro: (v) => [`${v.company} has your booking of ${v.field}. Show your pass or give your confirmation code at the entrance.`],
      outro: (v) => [`Please arrive ${v.arriveMinutes} minutes before your start time.`, 'The attached calendar file adds the booking to your calendar.'],
      button: 'View my booking',
    },
    awaitingConfirmation: {
      title: () => 'Booking request sent',
      message: (v) => `${v.company} will confirm your booking of ${v.field} on ${v.date} at ${v.start}.`,
      subject: (v) => `Booking request received: ${v.field} on ${v.date}`,
      heading: 'Your booking awaits confirmation',
      intro: (v) => [`${v.company} confirms bookings of ${v.field} itself. You will receive an e-mail as soon as they do.`],
      outro: () => ['If they decline, your payment is refunded in full.'],
      button: 'View my booking',
    },
    newRequest: {
      title: () => 'New booking to confirm',
      message: (v) => `${v.customer} booked ${v.field} on ${v.date} at ${v.start}; it awaits your confirmation.`,
      subject: (v) => `New booking to confirm: ${v.field} on ${v.date}`,
      heading: 'A booking awaits your confirmation',
      intro: (v) => [`${v.customer} booked ${v.field}.`],
      outro: () => [],
      button: 'Open bookings',
    },
    paid: {
      title: () => 'Payment received',
      message: (v) => `${v.amount} paid for booking ${v.number}.`,
      subject: (v) => `Payment receipt for booking ${v.number}`,
      heading: 'Thank you for your payment',
      intro: (v) => [`We received ${v.amount} for your booking of ${v.field}. Your receipt is attached.`],
      outro: () => [],
      button: 'View my booking',
    },
    cancelled: {
      title: () => 'Booking cancelled',
      message: (v) => `${v.field} on ${v.date} at ${v.start} was cancelled.${v.amount ? ` Refund: ${v.amount}, within ${v.refundDays} business days.` : ''}`,
      subject: (v) => `Booking cancelled: ${v.field} on ${v.date}`,
      heading: 'Your booking is cancelled',
      intro: (v) => [`Your booking of ${v.field} on ${v.date} at ${v.start} is cancelled.`],
      outro: (v) => [v.amount
        ? `A refund of ${v.amount} is on its way to your card; it reaches your account within ${v.refundDays} business days.`
        : 'No refund is due for this booking.'],
      button: 'Find another time',
    },
    reminderDayBefore: {
      title: () => 'Your booking is tomorrow',
      message: (v) => `${v.field} tomorrow, ${v.start}–${v.end}. Arrive ${v.arriveMinutes} minutes before.`,
      subject: (v) => `Reminder: ${v.field} tomorrow at ${v.start}`,
      heading: 'See you tomorrow',
      intro: (v) => [`This is a reminder of your booking of ${v.field} tomorrow.`],
      outro: (v) => [`Please arrive ${v.arriveMinutes} minutes before your start time and bring your pass.`],
      button: 'View my pass',
    },
    reminderSoon: {
      title: () => 'Your booking starts in 30 minutes',
      message: (v) => `${v.field} at ${v.start}. Show your pass at the entrance.`,
      subject: (v) => `Starting in 30 minutes: ${v.field} at ${v.start}`,
      heading: 'Your booking starts soon',
      intro: (v) => [`Your booking of ${v.field} starts at ${v.start}.`],
      outro: () => ['Show your pass or give your confirmation code at the entrance.'],
      button: 'View my pass',
    },
  },
  labels: {
    field: 'Field', when: 'When', code: 'Confirmation code', number: 'Booking number', total: 'Total',
    amount: 'Amount paid', method: 'Payment method', reason: 'Reason', refund: 'Refund',
  },
  paidOnSite: 'Paid on site',
  card: 'Card',
  noRefund: 'None',
  footer: 'You receive this e-mail because you booked on Pitchside.',
  unsubscribeReminders: { text: 'No longer want reminders by e-mail?', label: 'Unsubscribe from booking reminders' },
  calendarFile: 'booking',
  receiptFile: 'receipt',
};

const fr: NoticeCatalogue = {
  kinds: {
    confirmed: {
      title: () => 'Réservation confirmée',
      message: (v) => `${v.field}, ${v.date}, ${v.start}–${v.end}. Code de confirmation ${v.code}.`,
      subject: (v) => `Réservation confirmée : ${v.field} le ${v.date}`,
      heading: 'Votre réservation est confirmée',
      intro: (v) => [`${v.company} a bien enregistré votre réservation de ${v.field}. Présentez votre pass ou donnez votre code de confirmation à l’entrée.`],
      outro: (v) => [`Merci d’arriver ${v.arriveMinutes} minutes avant l’heure de début.`, 'Le fichier de calendrier joint ajoute la réservation à votre agenda.'],
      button: 'Voir ma réservation',
    },
    awaitingConfirmation: {
      title: () => 'Demande de réservation envoyée',
      message: (v) => `${v.company} confirmera votre réservation de ${v.field} le ${v.date} à ${v.start}.`,
      subject: (v) => `Demande de réservation reçue : ${v.field} le ${v.date}`,
      heading: 'Votre réservation attend sa confirmation',
      intro: (v) => [`${v.company} confirme elle-même les réservations de ${v.field}. Vous recevrez un e-mail dès que ce sera fait.`],
      outro: () => ['En cas de refus, votre paiement est intégralement remboursé.'],
      button: 'Voir ma réservation',
    },
    newRequest: {
      title: () => 'Nouvelle réservation à confirmer',
      message: (v) => `${v.customer} a réservé ${v.field} le ${v.date} à ${v.start} ; la réservation attend votre confirmation.`,
      subject: (v) => `Nouvelle réservation à confirmer : ${v.field} le ${v.date}`,
      heading: 'Une réservation attend votre confirmation',
      intro: (v) => [`${v.customer} a réservé ${v.field}.`],
      outro: () => [],
      button: 'Ouvrir les réservations',
    },
    paid: {
      title: () => 'Paiement reçu',
      message: (v) => `${v.amount} payés pour la réservation ${v.number}.`,
      subject: (v) => `Reçu de paiement de la réservation ${v.number}`,
      heading: 'Merci pour votre paiement',
      intro: (v) => [`Nous avons reçu ${v.amount} pour votre réservation de ${v.field}. Votre reçu est joint.`],
      outro: () => [],
      button: 'Voir ma réservation',
    },
    cancelled: {
      title: () => 'Réservation annulée',
      message: (v) => `${v.field} le ${v.date} à ${v.start} a été annulée.${v.amount ? ` Remboursement : ${v.amount}, sous ${v.refundDays} jours ouvrés.` : ''}`,
      subject: (v) => `Réservation annulée : ${v.field} le ${v.date}`,
      heading: 'Votre réservation est annulée',
      intro: (v) => [`Votre réservation de ${v.field} le ${v.date} à ${v.start} est annulée.`],
      outro: (v) => [v.amount
        ? `Un remboursement de ${v.amount} est en route vers votre carte ; il arrive sur votre compte sous ${v.refundDays} jours ouvrés.`
        : 'Aucun remboursement n’est dû pour cette réservation.'],
      button: 'Trouver un autre créneau',
    },
    reminderDayBefore: {
      title: () => 'Votre réservation, c’est demain',
      message: (v) => `${v.field} demain, ${v.start}–${v.end}. Arrivez ${v.arriveMinutes} minutes avant.`,
      subject: (v) => `Rappel : ${v.field} demain à ${v.start}`,
      heading: 'À demain',
      intro: (v) => [`Petit rappel de votre réservation de ${v.field} demain.`],
      outro: (v) => [`Merci d’arriver ${v.arriveMinutes} minutes avant l’heure de début, avec votre pass.`],
      button: 'Voir mon pass',
    },
    reminderSoon: {
      title: () => 'Votre réservation commence dans 30 minutes',
      message: (v) => `${v.field} à ${v.start}. Présentez votre pass à l’entrée.`,
      subject: (v) => `Dans 30 minutes : ${v.field} à ${v.start}`,
      heading: 'Votre réservation commence bientôt',
      intro: (v) => [`Votre réservation de ${v.field} commence à ${v.start}.`],
      outro: () => ['Présentez votre pass ou donnez votre code de confirmation à l’entrée.'],
      button: 'Voir mon pass',
    },
  },
  labels: {
    field: 'Terrain', when: 'Quand', code: 'Code de confirmation', number: 'Numéro de réservation', total: 'Total',
    amount: 'Montant payé', method: 'Moyen de paiement', reason: 'Motif', refund: 'Remboursement',
  },
  paidOnSite: 'Paiement sur place',
  card: 'Carte',
  noRefund: 'Aucun',
  footer: 'Vous recevez cet e-mail car vous avez réservé sur Pitchside.',
  unsubscribeReminders: { text: 'Vous ne souhaitez plus recevoir de rappels par e-mail ?', label: 'Se désabonner des rappels de réservation' },
  calendarFile: 'reservation',
  receiptFile: 'recu',
};

const ar: NoticeCatalogue = {
  kinds: {
    confirmed: {
      title: () => 'تم تأكيد الحجز',
      message: (v) => `${v.field}، ${v.date}، ${v.start}–${v.end}. رمز التأكيد ${v.code}.`,
      subject: (v) => `تم تأكيد الحجز: ${v.field} يوم ${v.date}`,
      heading: 'تم تأكيد حجزك',
      intro: (v) => [`سجّلت ${v.company} حجزك لـ ${v.field}. اعرض تذكرتك أو قدّم رمز التأكيد عند الدخول.`],
      outro: (v) => [`يرجى الحضور قبل موعد البدء بـ ${v.arriveMinutes} دقيقة.`, 'ملف التقويم المرفق يضيف الحجز إلى تقويمك.'],
      button: 'عرض حجزي',
    },
    awaitingConfirmation: {
      title: () => 'تم إرسال طلب الحجز',
      message: (v) => `ستؤكد ${v.company} حجزك لـ ${v.field} يوم ${v.date} الساعة ${v.start}.`,
      subject: (v) => `تم استلام طلب الحجز: ${v.field} يوم ${v.date}`,
      heading: 'حجزك بانتظار التأكيد',
      intro: (v) => [`تؤكد ${v.company} حجوزات ${v.field} بنفسها. ستصلك رسالة فور تأكيدها.`],
      outro: () => ['إذا رُفض الحجز، يُسترد مبلغك بالكامل.'],
      button: 'عرض حجزي',
    },
    newRequest: {
      title: () => 'حجز جديد بانتظار التأكيد',
      message: (v) => `حجز ${v.customer} ${v.field} يوم ${v.date} الساعة ${v.start}، والحجز بانتظار تأكيدك.`,
      subject: (v) => `حجز جديد بانتظار التأكيد: ${v.field} يوم ${v.date}`,
      heading: 'حجز بانتظار تأكيدك',
      intro: (v) => [`حجز ${v.customer} ${v.field}.`],
      outro: () => [],
      button: 'فتح الحجوزات',
    },
    paid: {
      title: () => 'تم استلام الدفع',
      message: (v) => `تم دفع ${v.amount} للحجز ${v.number}.`,
      subject: (v) => `إيصال دفع الحجز ${v.number}`,
      heading: 'شكرًا على الدفع',
      intro: (v) => [`استلمنا ${v.amount} لحجزك لـ ${v.field}. الإيصال مرفق.`],
      outro: () => [],
      button: 'عرض حجزي',
    },
    cancelled: {
      title: () => 'تم إلغاء الحجز',
      message: (v) => `أُلغي حجز ${v.field} يوم ${v.date} الساعة ${v.start}.${v.amount ? ` الاسترداد: ${v.amount}، خلال ${v.refundDays} أيام عمل.` : ''}`,
      subject: (v) => `تم إلغاء الحجز: ${v.field} يوم ${v.date}`,
      heading: 'تم إلغاء حجزك',
      intro: (v) => [`أُلغي حجزك لـ ${v.field} يوم ${v.date} الساعة ${v.start}.`],
      outro: (v) => [v.amount
        ? `يجري استرداد ${v.amount} إلى بطاقتك، ويصل إلى حسابك خلال ${v.refundDays} أيام عمل.`
        : 'لا يستحق هذا الحجز أي استرداد.'],
      button: 'البحث عن موعد آخر',
    },
    reminderDayBefore: {
      title: () => 'حجزك غدًا',
      message: (v) => `${v.field} غدًا، ${v.start}–${v.end}. احضر قبل الموعد بـ ${v.arriveMinutes} دقيقة.`,
      subject: (v) => `تذكير: ${v.field} غدًا الساعة ${v.start}`,
      heading: 'نراك غدًا',
      intro: (v) => [`هذا تذكير بحجزك لـ ${v.field} غدًا.`],
      outro: (v) => [`يرجى الحضور قبل موعد البدء بـ ${v.arriveMinutes} دقيقة ومعك تذكرتك.`],
      button: 'عرض تذكرتي',
    },
    reminderSoon: {
      title: () => 'يبدأ حجزك بعد 30 دقيقة',
      message: (v) => `${v.field} الساعة ${v.start}. اعرض تذكرتك عند الدخول.`,
      subject: (v) => `بعد 30 دقيقة: ${v.field} الساعة ${v.start}`,
      heading: 'يبدأ حجزك قريبًا',
      intro: (v) => [`يبدأ حجزك لـ ${v.field} الساعة ${v.start}.`],
      outro: () => ['اعرض تذكرتك أو قدّم رمز التأكيد عند الدخول.'],
      button: 'عرض تذكرتي',
    },
  },
  labels: {
    field: 'الملعب', when: 'الموعد', code: 'رمز التأكيد', number: 'رقم الحجز', total: 'الإجمالي',
    amount: 'المبلغ المدفوع', method: 'طريقة الدفع', reason: 'السبب', refund: 'الاسترداد',
  },
  paidOnSite: 'الدفع في الموقع',
  card: 'بطاقة',
  noRefund: 'لا يوجد',
  footer: 'تصلك هذه الرسالة لأنك حجزت على Pitchside.',
  unsubscribeReminders: { text: 'لم تعد ترغب في تلقي التذكيرات عبر البريد الإلكتروني؟', label: 'إلغاء الاشتراك في تذكيرات الحجز' },
  calendarFile: 'booking',
  receiptFile: 'receipt',
};

export const NOTICE_TEXTS: Record<LanguageCode, NoticeCatalogue> = { en, fr, ar };
