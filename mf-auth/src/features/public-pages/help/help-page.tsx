import { DocumentPage } from '../components/document-page';

/** The sections of the help centre, in order (texts/help). */
export const HELP_SECTIONS = ['start', 'find', 'book', 'pay', 'visit', 'cancel', 'account', 'facilities', 'more'] as const;

/** /help: how to use Pitchside, from signing up to the day of the game, and where to ask. */
export default function HelpPage() {
  return <DocumentPage page="help" sections={HELP_SECTIONS} />;
}
