import { DocumentPage } from '../components/document-page';

/** The sections of the terms, in order (texts/terms). */
export const TERMS_SECTIONS = ['service', 'account', 'bookings', 'payments', 'cancellations', 'facilities', 'conduct', 'responsibility', 'changes', 'contact'] as const;

/** /terms: the terms of service. */
export default function TermsPage() {
  return <DocumentPage page="terms" sections={TERMS_SECTIONS} />;
}
