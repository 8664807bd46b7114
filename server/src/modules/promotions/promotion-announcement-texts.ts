/**
 * What a promotion's e-mail and in-app notification say (docs/product/emails.md#promotions), in English, French
 * and Arabic. Values arrive formatted in the reader's language (dates); the code is the company's, as written.
 */
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

export interface PromotionValues {
  company: string;
  code: string;
  discount: number;
  /** Whole hours; 0 = no minimum. */
  minHours: number;
  /** The validity, from its start to its end, in the company's zone. */
  validity: string;
  /** The last moment it can be used, in the company's zone. */
  until: string;
  /** The fields it is valid on, or empty for all of the company's. */
  fields: string[];
}

interface PromotionTexts {
  title: (v: PromotionValues) => string;
  message: (v: PromotionValues) => string;
  subject: (v: PromotionValues) => string;
  heading: (v: PromotionValues) => string;
  intro: (v: PromotionValues) => string[];
  outro: string[];
  labels: { code: string; discount: string; minimum: string; validity: string; fields: string };
  hours: (n: number) => string;
  noMinimum: string;
  allFields: (company: string) => string;
  button: string;
  footer: (company: string) => string;
  /** Under the footer: "{text} {label}", the label being the one-click unsubscribe link. */
  unsubscribe: { text: string; label: string };
}

const en: PromotionTexts = {
  title: (v) => `${v.discount}% off at ${v.company}`,
  message: (v) => `Use the code ${v.code} until ${v.until}${v.minHours > 0 ? ` on bookings of at least ${en.hours(v.minHours)}` : ''}.`,
  subject: (v) => `${v.company}: ${v.discount}% off with the code ${v.code}`,
  heading: (v) => `${v.discount}% off your next booking`,
  intro: (v) => [`${v.company} has a promotion for you: ${v.discount}% off your booking with the code ${v.code}.`],
  outro: ['Type the code in the booking form, at the payment step.'],
  labels: { code: 'Code', discount: 'Discount', minimum: 'Minimum booking', validity: 'Valid', fields: 'Fields' },
  hours: (n) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
  noMinimum: 'None',
  allFields: (company) => `All fields of ${company}`,
  button: 'Find a field',
  footer: (company) => `You receive this e-mail because you booked with ${company} on Pitchside and turned promotions on in your notification settings.`,
  unsubscribe: { text: 'No longer want promotions?', label: 'Unsubscribe from promotions' },
};

const fr: PromotionTexts = {
  title: (v) => `${v.discount} % de réduction chez ${v.company}`,
  message: (v) => `Utilisez le code ${v.code} jusqu’au ${v.until}${v.minHours > 0 ? ` pour une réservation d’au moins ${fr.hours(v.minHours)}` : ''}.`,
  subject: (v) => `${v.company} : ${v.discount} % de réduction avec le code ${v.code}`,
  heading: (v) => `${v.discount} % de réduction sur votre prochaine réservation`,
  intro: (v) => [`${v.company} vous propose une promotion : ${v.discount} % de réduction sur votre réservation avec le code ${v.code}.`],
  outro: ['Saisissez le code dans le formulaire de réservation, à l’étape du paiement.'],
  labels: { code: 'Code', discount: 'Réduction', minimum: 'Réservation minimale', validity: 'Valable', fields: 'Terrains' },
  hours: (n) => `${n} ${n === 1 ? 'heure' : 'heures'}`,
  noMinimum: 'Aucune',
  allFields: (company) => `Tous les terrains de ${company}`,
  button: 'Trouver un terrain',
  footer: (company) => `Vous recevez cet e-mail car vous avez réservé chez ${company} sur Pitchside et activé les promotions dans vos paramètres de notification.`,
  unsubscribe: { text: 'Vous ne souhaitez plus recevoir de promotions ?', label: 'Se désabonner des promotions' },
};

const ar: PromotionTexts = {
  title: (v) => `خصم ${v.discount}% لدى ${v.company}`,
  message: (v) => `استخدم الرمز ${v.code} حتى ${v.until}${v.minHours > 0 ? ` للحجوزات التي لا تقل عن ${ar.hours(v.minHours)}` : ''}.`,
  subject: (v) => `${v.company}: خصم ${v.discount}% مع الرمز ${v.code}`,
  heading: (v) => `خصم ${v.discount}% على حجزك القادم`,
  intro: (v) => [`لدى ${v.company} عرض لك: خصم ${v.discount}% على حجزك مع الرمز ${v.code}.`],
  outro: ['أدخل الرمز في نموذج الحجز عند خطوة الدفع.'],
  labels: { code: 'الرمز', discount: 'الخصم', minimum: 'الحد الأدنى للحجز', validity: 'الصلاحية', fields: 'الملاعب' },
  hours: (n) => (n === 1 ? 'ساعة واحدة' : n === 2 ? 'ساعتين' : n <= 10 ? `${n} ساعات` : `${n} ساعة`),
  noMinimum: 'لا يوجد',
  allFields: (company) => `جميع ملاعب ${company}`,
  button: 'ابحث عن ملعب',
  footer: (company) => `تصلك هذه الرسالة لأنك حجزت لدى ${company} على Pitchside وفعّلت العروض الترويجية في إعدادات الإشعارات.`,
  unsubscribe: { text: 'لم تعد ترغب في تلقي العروض الترويجية؟', label: 'إلغاء الاشتراك في العروض الترويجية' },
};

export const PROMOTION_TEXTS: Record<LanguageCode, PromotionTexts> = { en, fr, ar };
