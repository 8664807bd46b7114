export type MailKind = 'welcome' | 'verify-email' | 'password-reset';

export interface MailVars {
  firstName: string;
  /** Verification or reset link. */
  link: string;
  /** Validity of the link, already expressed in the unit the text expects (hours or minutes). */
  validity: number;
}

export interface MailText {
  subject: string;
  heading: string;
  paragraphs: (v: MailVars) => string[];
  button: string;
  footer: string;
}

export type Catalogue = Record<MailKind, MailText> & { greeting: (name: string) => string; linkHint: string };
