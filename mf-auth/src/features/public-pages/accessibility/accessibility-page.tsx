import { DocumentPage } from '../components/document-page';

/** The sections of the accessibility statement, in order (texts/accessibility). */
export const ACCESSIBILITY_SECTIONS = ['commitment', 'status', 'features', 'tested', 'limitations', 'feedback'] as const;

/** /accessibility: the platform's accessibility statement (what it aims at, what is checked, what is known not to work). */
export default function AccessibilityPage() {
  return <DocumentPage page="accessibility" sections={ACCESSIBILITY_SECTIONS} />;
}
