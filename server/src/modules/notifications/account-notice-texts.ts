/**
 * What the account notices say (docs/product/emails.md#other-notices), in English, French and Arabic: the
 * in-app notification (title and message) and, for those that are also mailed, the e-mail. Values arrive
 * formatted in the reader's language (dates, times, money).
 */
import type { BlockType } from '@pitchside/shared-api/contracts/field-constants';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { SubscriptionPlan } from '@pitchside/shared-api/contracts/subscription';

/** The values each notice's texts use. */
export interface AccountNoticeValues {
  refundIssued: { amount: string; number: string; field: string; refundDays: string };
  fieldBlocked: { company: string; field: string; closure: string; date: string; start: string; end: string; number: string };
  planChanged: { company: string; plan: string; previousPlan: string; amount: string | null };
  planEnded: { company: string; plan: string };
  renewalFailed: { company: string; plan: string; amount: string };
  employeeCreated: { company: string };
  employeeDeactivated: { company: string };
}
export type AccountNoticeKind = keyof AccountNoticeValues;

interface MailText<V> {
  subject: (v: V) => string;
  heading: string;
  /** Paragraphs before the facts. */
  intro: (v: V) => string[];
  /** Paragraphs after them. */
  outro: (v: V) => string[];
  /** No button: the reader has nowhere to go in Pitchside (a deactivated employee). */
  button: string | null;
}

export interface NoticeText<V> {
  title: (v: V) => string;
  message: (v: V) => string;
  /** Absent: the notice is in-app only. */
  mail?: MailText<V>;
}

export type AccountNoticeTexts = { [K in AccountNoticeKind]: NoticeText<AccountNoticeValues[K]> };

export interface AccountNoticeCatalogue {
  kinds: AccountNoticeTexts;
  labels: {
    field: string; when: string; number: string; refund: string; reason: string; closed: string; plan: string; previousPlan: string;
    charged: string; due: string;
  };
  nothingCharged: string;
  blockTypes: Record<BlockType, string>;
  planNames: Record<SubscriptionPlan, string>;
  footers: { customer: string; owner: (company: string) => string; staff: (company: string) => string };
}

const en: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'Refund issued',
      message: (v) => `${v.amount} refunded for booking ${v.number}. It reaches your account within ${v.refundDays} business days.`,
      mail: {
        subject: (v) => `Refund of ${v.amount} for booking ${v.number}`,
        heading: 'Your refund is on its way',
        intro: (v) => [`A refund of ${v.amount} for your booking of ${v.field} was made to your card.`],
        outro: (v) => [`It reaches your account within ${v.refundDays} business days.`],
        button: 'View my booking',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} is not available during your booking`,
      message: (v) => `${v.company} has marked ${v.field} as ${v.closure} during your booking ${v.number} (${v.date}, ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} is not available during your booking on ${v.date}`,
        heading: 'A change at your field',
        intro: (v) => [`${v.company} has marked ${v.field} as ${v.closure} at the time of your booking.`],
        outro: (v) => [`Please contact ${v.company} about your booking. You can also cancel it from its page.`],
        button: 'View my booking',
      },
    },
    planChanged: {
      title: (v) => `${v.company} is on the ${v.plan} plan`,
      message: (v) => `Your plan changed from ${v.previousPlan} to ${v.plan}.${v.amount ? ` ${v.amount} was charged.` : ''}`,
      mail: {
        subject: (v) => `Your Pitchside plan is now ${v.plan}`,
        heading: 'Your plan has changed',
        intro: (v) => [`${v.company} is now on the ${v.plan} plan.`],
        outro: () => ['The invoice is in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    planEnded: {
      title: (v) => `Your ${v.plan} plan has ended`,
      message: (v) => `${v.company} is now on the Basic plan.`,
      mail: {
        subject: (v) => `Your ${v.plan} plan has ended`,
        heading: 'Your plan has ended',
        intro: (v) => [`The ${v.plan} plan of ${v.company} ended with its period, as you asked. ${v.company} is now on the Basic plan.`],
        outro: () => ['You can choose a plan again at any time in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    renewalFailed: {
      title: (v) => `The renewal of your ${v.plan} plan failed`,
      message: (v) => `We could not charge ${v.amount}. Your subscription is past due: add a card or choose a plan in Plan & billing.`,
      mail: {
        subject: (v) => `Action needed: the renewal of your ${v.plan} plan failed`,
        heading: 'Your renewal failed',
        intro: (v) => [`We could not charge ${v.amount} for the next month of the ${v.plan} plan of ${v.company}.`],
        outro: () => ['Your subscription is past due and you cannot add fields, employees or locations until a plan is paid. Add a card or choose a plan in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    employeeCreated: {
      title: (v) => `Welcome to ${v.company}`,
      message: (v) => `${v.company} added you to its staff on Pitchside. The company pages you may use are in the menu.`,
    },
    employeeDeactivated: {
      title: (v) => `Your access to ${v.company} is turned off`,
      message: (v) => `${v.company} deactivated your staff account. Contact them if you think this is a mistake.`,
      mail: {
        subject: (v) => `Your ${v.company} account on Pitchside is deactivated`,
        heading: 'Your staff account is deactivated',
        intro: (v) => [`${v.company} deactivated your staff account: you can no longer sign in to its pages on Pitchside.`],
        outro: (v) => [`If you think this is a mistake, please contact ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'Field', when: 'When', number: 'Booking number', refund: 'Refund', reason: 'Reason', closed: 'Not available',
    plan: 'Plan', previousPlan: 'Previous plan', charged: 'Charged', due: 'Amount due',
  },
  nothingCharged: 'Nothing',
  blockTypes: { maintenance: 'under maintenance', closed: 'closed', private_event: 'reserved for a private event' },
  planNames: { basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  footers: {
    customer: 'You receive this e-mail because you booked on Pitchside.',
    owner: (company) => `You receive this e-mail because you own ${company} on Pitchside.`,
    staff: (company) => `You receive this e-mail because you work for ${company} on Pitchside.`,
  },
};

const fr: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'Remboursement effectué',
      message: (v) => `${v.amount} remboursés pour la réservation ${v.number}. Le montant arrive sur votre compte sous ${v.refundDays} jours ouvrés.`,
      mail: {
        subject: (v) => `Remboursement de ${v.amount} pour la réservation ${v.number}`,
        heading: 'Votre remboursement est en route',
        intro: (v) => [`Un remboursement de ${v.amount} pour votre réservation de ${v.field} a été fait sur votre carte.`],
        outro: (v) => [`Il arrive sur votre compte sous ${v.refundDays} jours ouvrés.`],
        button: 'Voir ma réservation',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} n’est pas disponible pendant votre réservation`,
      message: (v) => `${v.company} a indiqué ${v.field} comme ${v.closure} pendant votre réservation ${v.number} (${v.date}, ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} n’est pas disponible pendant votre réservation du ${v.date}`,
        heading: 'Un changement sur votre terrain',
        intro: (v) => [`${v.company} a indiqué ${v.field} comme ${v.closure} à l’heure de votre réservation.`],
        outro: (v) => [`Merci de contacter ${v.company} au sujet de votre réservation. Vous pouvez aussi l’annuler depuis sa page.`],
        button: 'Voir ma réservation',
      },
    },
    planChanged: {
      title: (v) => `${v.company} est à la formule ${v.plan}`,
      message: (v) => `Votre formule est passée de ${v.previousPlan} à ${v.plan}.${v.amount ? ` ${v.amount} ont été prélevés.` : ''}`,
      mail: {
        subject: (v) => `Votre formule Pitchside est désormais ${v.plan}`,
        heading: 'Votre formule a changé',
        intro: (v) => [`${v.company} est désormais à la formule ${v.plan}.`],
        outro: () => ['La facture se trouve dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    planEnded: {
      title: (v) => `Votre formule ${v.plan} a pris fin`,
      message: (v) => `${v.company} est désormais à la formule Basic.`,
      mail: {
        subject: (v) => `Votre formule ${v.plan} a pris fin`,
        heading: 'Votre formule a pris fin',
        intro: (v) => [`La formule ${v.plan} de ${v.company} a pris fin avec sa période, comme vous l’aviez demandé. ${v.company} est désormais à la formule Basic.`],
        outro: () => ['Vous pouvez choisir une formule à tout moment dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    renewalFailed: {
      title: (v) => `Le renouvellement de votre formule ${v.plan} a échoué`,
      message: (v) => `Nous n’avons pas pu prélever ${v.amount}. Votre abonnement est impayé : ajoutez une carte ou choisissez une formule dans Formule et facturation.`,
      mail: {
        subject: (v) => `Action requise : le renouvellement de votre formule ${v.plan} a échoué`,
        heading: 'Votre renouvellement a échoué',
        intro: (v) => [`Nous n’avons pas pu prélever ${v.amount} pour le mois suivant de la formule ${v.plan} de ${v.company}.`],
        outro: () => ['Votre abonnement est impayé et vous ne pouvez plus ajouter de terrains, d’employés ni de sites tant qu’une formule n’est pas payée. Ajoutez une carte ou choisissez une formule dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    employeeCreated: {
      title: (v) => `Bienvenue chez ${v.company}`,
      message: (v) => `${v.company} vous a ajouté à son équipe sur Pitchside. Les pages de l’entreprise auxquelles vous avez accès sont dans le menu.`,
    },
    employeeDeactivated: {
      title: (v) => `Votre accès à ${v.company} est désactivé`,
      message: (v) => `${v.company} a désactivé votre compte d’employé. Contactez l’entreprise si vous pensez qu’il s’agit d’une erreur.`,
      mail: {
        subject: (v) => `Votre compte ${v.company} sur Pitchside est désactivé`,
        heading: 'Votre compte d’employé est désactivé',
        intro: (v) => [`${v.company} a désactivé votre compte d’employé : vous ne pouvez plus vous connecter à ses pages sur Pitchside.`],
        outro: (v) => [`Si vous pensez qu’il s’agit d’une erreur, contactez ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'Terrain', when: 'Quand', number: 'Numéro de réservation', refund: 'Remboursement', reason: 'Motif', closed: 'Indisponible',
    plan: 'Formule', previousPlan: 'Formule précédente', charged: 'Prélevé', due: 'Montant dû',
  },
  nothingCharged: 'Rien',
  blockTypes: { maintenance: 'en maintenance', closed: 'fermé', private_event: 'réservé pour un événement privé' },
  planNames: { basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  footers: {
    customer: 'Vous recevez cet e-mail car vous avez réservé sur Pitchside.',
    owner: (company) => `Vous recevez cet e-mail car vous êtes propriétaire de ${company} sur Pitchside.`,
    staff: (company) => `Vous recevez cet e-mail car vous travaillez pour ${company} sur Pitchside.`,
  },
};

const ar: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'تم الاسترداد',
      message: (v) => `تم استرداد ${v.amount} للحجز ${v.number}. يصل المبلغ إلى حسابك خلال ${v.refundDays} أيام عمل.`,
      mail: {
        subject: (v) => `استرداد ${v.amount} للحجز ${v.number}`,
        heading: 'المبلغ المسترد في الطريق إليك',
        intro: (v) => [`تم استرداد ${v.amount} إلى بطاقتك عن حجزك لـ ${v.field}.`],
        outro: (v) => [`يصل المبلغ إلى حسابك خلال ${v.refundDays} أيام عمل.`],
        button: 'عرض حجزي',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} غير متاح أثناء حجزك`,
      message: (v) => `أشارت ${v.company} إلى أن ${v.field} ${v.closure} أثناء حجزك ${v.number} (${v.date}، ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} غير متاح أثناء حجزك يوم ${v.date}`,
        heading: 'تغيير في ملعبك',
        intro: (v) => [`أشارت ${v.company} إلى أن ${v.field} ${v.closure} في موعد حجزك.`],
        outro: (v) => [`يرجى التواصل مع ${v.company} بشأن حجزك. يمكنك أيضًا إلغاؤه من صفحته.`],
        button: 'عرض حجزي',
      },
    },
    planChanged: {
      title: (v) => `أصبحت ${v.company} على خطة ${v.plan}`,
      message: (v) => `تغيّرت خطتك من ${v.previousPlan} إلى ${v.plan}.${v.amount ? ` تم تحصيل ${v.amount}.` : ''}`,
      mail: {
        subject: (v) => `خطتك على Pitchside الآن هي ${v.plan}`,
        heading: 'تغيّرت خطتك',
        intro: (v) => [`أصبحت ${v.company} الآن على خطة ${v.plan}.`],
        outro: () => ['تجد الفاتورة في صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    planEnded: {
      title: (v) => `انتهت خطة ${v.plan}`,
      message: (v) => `أصبحت ${v.company} الآن على الخطة الأساسية.`,
      mail: {
        subject: (v) => `انتهت خطة ${v.plan}`,
        heading: 'انتهت خطتك',
        intro: (v) => [`انتهت خطة ${v.plan} الخاصة بـ ${v.company} مع نهاية فترتها كما طلبت. أصبحت ${v.company} الآن على الخطة الأساسية.`],
        outro: () => ['يمكنك اختيار خطة من جديد في أي وقت من صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    renewalFailed: {
      title: (v) => `فشل تجديد خطة ${v.plan}`,
      message: (v) => `لم نتمكن من تحصيل ${v.amount}. اشتراكك متأخر السداد: أضف بطاقة أو اختر خطة من صفحة الخطة والفوترة.`,
      mail: {
        subject: (v) => `إجراء مطلوب: فشل تجديد خطة ${v.plan}`,
        heading: 'فشل التجديد',
        intro: (v) => [`لم نتمكن من تحصيل ${v.amount} للشهر التالي من خطة ${v.plan} الخاصة بـ ${v.company}.`],
        outro: () => ['اشتراكك متأخر السداد ولا يمكنك إضافة ملاعب أو موظفين أو مواقع حتى تُدفع خطة. أضف بطاقة أو اختر خطة من صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    employeeCreated: {
      title: (v) => `مرحبًا بك في ${v.company}`,
      message: (v) => `أضافتك ${v.company} إلى فريقها على Pitchside. تجد صفحات الشركة المتاحة لك في القائمة.`,
    },
    employeeDeactivated: {
      title: (v) => `تم إيقاف وصولك إلى ${v.company}`,
      message: (v) => `أوقفت ${v.company} حساب الموظف الخاص بك. تواصل معها إذا كنت تعتقد أن هذا خطأ.`,
      mail: {
        subject: (v) => `تم إيقاف حسابك لدى ${v.company} على Pitchside`,
        heading: 'تم إيقاف حساب الموظف الخاص بك',
        intro: (v) => [`أوقفت ${v.company} حساب الموظف الخاص بك: لم يعد بإمكانك تسجيل الدخول إلى صفحاتها على Pitchside.`],
        outro: (v) => [`إذا كنت تعتقد أن هذا خطأ، يرجى التواصل مع ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'الملعب', when: 'الموعد', number: 'رقم الحجز', refund: 'الاسترداد', reason: 'السبب', closed: 'غير متاح',
    plan: 'الخطة', previousPlan: 'الخطة السابقة', charged: 'المبلغ المحصّل', due: 'المبلغ المستحق',
  },
  nothingCharged: 'لا شيء',
  blockTypes: { maintenance: 'قيد الصيانة', closed: 'مغلق', private_event: 'محجوز لحدث خاص' },
  planNames: { basic: 'الأساسية', premium: 'المميزة', enterprise: 'المؤسسات' },
  footers: {
    customer: 'تصلك هذه الرسالة لأنك حجزت على Pitchside.',
    owner: (company) => `تصلك هذه الرسالة لأنك مالك ${company} على Pitchside.`,
    staff: (company) => `تصلك هذه الرسالة لأنك تعمل لدى ${company} على Pitchside.`,
  },
};

export const ACCOUNT_NOTICE_TEXTS: Record<LanguageCode, AccountNoticeCatalogue> = { en, fr, ar };
