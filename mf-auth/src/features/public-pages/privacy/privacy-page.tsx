import { DocumentPage } from '../components/document-page';

/** The sections of the privacy policy, in order (texts/privacy). */
export const PRIVACY_SECTIONS = ['summary', 'collected', 'uses', 'shared', 'visibility', 'security', 'kept', 'choices', 'contact'] as const;

/** /privacy: what Pitchside keeps about you, why, who sees it and what you can do about it. */
export default function PrivacyPage() {
  return <DocumentPage page="privacy" sections={PRIVACY_SECTIONS} />;
}
