import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import { greetingIn, renderContent, type RenderedMail } from './render.js';

export interface EmployeeWelcomeVars {
  firstName: string;
  company: string;
  email: string;
  temporaryPassword: string;
  signInUrl: string;
}

interface WelcomeText {
  subject: (company: string) => string;
  heading: string;
  intro: (company: string) => string;
  email: string;
  password: string;
  change: string;
  button: string;
  footer: string;
}

const TEXTS: Record<LanguageCode, WelcomeText> = {
  en: {
    subject: (company) => `Your ${company} account on Pitchside`,
    heading: 'Welcome to the team!',
    intro: (company) => `${company} has created a Pitchside account for you to manage its fields and bookings.`,
    email: 'Email',
    password: 'Temporary password',
    change: 'Sign in with this temporary password. You will be asked to choose your own password straight away; the temporary one then stops working.',
    button: 'Sign in',
    footer: 'If you were not expecting this message, you can ignore it or tell the company that sent it.',
  },
  fr: {
    subject: (company) => `Votre compte ${company} sur Pitchside`,
    heading: 'Bienvenue dans l’équipe !',
    intro: (company) => `${company} vous a créé un compte Pitchside pour gérer ses terrains et ses réservations.`,
    email: 'E-mail',
    password: 'Mot de passe temporaire',
    change: 'Connectez-vous avec ce mot de passe temporaire. Il vous sera demandé aussitôt de choisir le vôtre ; le mot de passe temporaire cessera alors de fonctionner.',
    button: 'Se connecter',
    footer: 'Si vous n’attendiez pas ce message, ignorez-le ou prévenez l’entreprise qui l’a envoyé.',
  },
  ar: {
    subject: (company) => `حسابك لدى ${company} على Pitchside`,
    heading: 'مرحبًا بك في الفريق!',
    intro: (company) => `أنشأت ${company} لك حسابًا على Pitchside لإدارة ملاعبها وحجوزاتها.`,
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور المؤقتة',
    change: 'سجّل الدخول بكلمة المرور المؤقتة هذه. سيُطلب منك فورًا اختيار كلمة مرور خاصة بك، وبعدها تتوقف كلمة المرور المؤقتة عن العمل.',
    button: 'تسجيل الدخول',
    footer: 'إذا لم تكن تتوقع هذه الرسالة فتجاهلها أو أبلغ الشركة التي أرسلتها.',
  },
};

/** The employee welcome e-mail (docs/product/README.md): who invited them, their sign-in e-mail and temporary password. */
export function renderEmployeeWelcome(language: LanguageCode, vars: EmployeeWelcomeVars): RenderedMail {
  const t = TEXTS[language];
  return renderContent(language, {
    subject: t.subject(vars.company),
    heading: t.heading,
    greeting: greetingIn(language, vars.firstName),
    paragraphs: [t.intro(vars.company)],
    facts: [[t.email, vars.email], [t.password, vars.temporaryPassword]],
    after: [t.change],
    button: { label: t.button, url: vars.signInUrl },
    footer: t.footer,
  });
}
