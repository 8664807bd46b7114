import type { LanguageCode } from '@pitchside/shared-api/contracts/language';

interface CompanyNoticeTexts {
  subject: string;
  heading: string;
  greeting: (name: string) => string;
  body: (company: string, reason: string) => string;
  footer: string;
}

/** What a company's owner is told (e-mail and in-app) when a super admin suspends or reactivates it. */
export const COMPANY_NOTICE_TEXTS: Record<'suspended' | 'reactivated', Record<LanguageCode, CompanyNoticeTexts>> = {
  suspended: {
    en: {
      subject: 'Your company is suspended on Pitchside',
      heading: 'Your company is suspended',
      greeting: (name) => `Hello ${name},`,
      body: (company, reason) => `${company} is suspended: its fields are hidden and take no bookings, and its staff cannot use the company area. Bookings already made stay valid. Reason: ${reason}`,
      footer: 'Reply to this e-mail or contact support to resolve it.',
    },
    fr: {
      subject: 'Votre entreprise est suspendue sur Pitchside',
      heading: 'Votre entreprise est suspendue',
      greeting: (name) => `Bonjour ${name},`,
      body: (company, reason) => `${company} est suspendue : ses terrains sont masqués et ne prennent plus de réservations, et son équipe ne peut plus utiliser l’espace entreprise. Les réservations déjà faites restent valables. Motif : ${reason}`,
      footer: 'Répondez à cet e-mail ou contactez le support pour la résoudre.',
    },
    ar: {
      subject: 'تم تعليق شركتك على Pitchside',
      heading: 'تم تعليق شركتك',
      greeting: (name) => `مرحبًا ${name}،`,
      body: (company, reason) => `تم تعليق ${company}: ملاعبها مخفية ولا تقبل حجوزات، ولا يستطيع فريقها استخدام مساحة الشركة. تبقى الحجوزات السابقة سارية. السبب: ${reason}`,
      footer: 'ردّ على هذه الرسالة أو تواصل مع الدعم لحلّ الأمر.',
    },
  },
  reactivated: {
    en: {
      subject: 'Your company is active again on Pitchside',
      heading: 'Your company is active again',
      greeting: (name) => `Hello ${name},`,
      body: (company, note) => `${company} is active again: its fields are listed and take bookings, and its staff can use the company area.${note ? ` Note: ${note}` : ''}`,
      footer: 'Thank you for your patience.',
    },
    fr: {
      subject: 'Votre entreprise est de nouveau active sur Pitchside',
      heading: 'Votre entreprise est de nouveau active',
      greeting: (name) => `Bonjour ${name},`,
      body: (company, note) => `${company} est de nouveau active : ses terrains sont affichés et prennent des réservations, et son équipe peut utiliser l’espace entreprise.${note ? ` Note : ${note}` : ''}`,
      footer: 'Merci de votre patience.',
    },
    ar: {
      subject: 'شركتك نشطة من جديد على Pitchside',
      heading: 'شركتك نشطة من جديد',
      greeting: (name) => `مرحبًا ${name}،`,
      body: (company, note) => `${company} نشطة من جديد: ملاعبها معروضة وتقبل الحجوزات، ويستطيع فريقها استخدام مساحة الشركة.${note ? ` ملاحظة: ${note}` : ''}`,
      footer: 'شكرًا على صبرك.',
    },
  },
};
