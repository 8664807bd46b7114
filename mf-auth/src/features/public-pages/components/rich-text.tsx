import type { ReactNode } from 'react';
import { Link } from '@pitchside/shared-ui/link';
import { Link as RouterLink } from '@pitchside/shared-ui/router';
import { List, Paragraph } from './rich-text.styles';

/** Pages a text may link to with `<name>label</name>`. */
const LINKS: Readonly<Record<string, string>> = {
  home: '/', register: '/register', login: '/login', fields: '/fields', bookings: '/bookings', dashboard: '/dashboard',
  profile: '/profile', privacySettings: '/profile?tab=privacy', settings: '/settings', cards: '/settings?tab=payment-methods', security: '/settings?tab=security',
  notifications: '/settings?tab=notifications', upgrade: '/company/upgrade',
  help: '/help', faq: '/faq', contact: '/contact', terms: '/terms', privacy: '/privacy', cookies: '/cookies',
  accessibility: '/accessibility', sitemap: '/sitemap',
};

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** A line with its `<name>…</name>` links made router links (and `<b>…</b>` bold); other text stays text. */
function inline(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(TAG)) {
    const [whole, name = '', label = ''] = match;
    parts.push(line.slice(last, match.index));
    const to = LINKS[name];
    if (to) {
      parts.push(<Link key={match.index} asChild><RouterLink to={to}>{label}</RouterLink></Link>);
    } else {
      parts.push(name === 'b' ? <strong key={match.index}>{label}</strong> : whole);
    }
    last = match.index + whole.length;
  }
  parts.push(line.slice(last));
  return parts;
}

/**
 * A translated text of several paragraphs: a blank line starts a new paragraph, and a paragraph whose
 * lines all start with "- " is a list. Translators keep that shape; the words are theirs.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return <List key={index}>{lines.map((line, item) => <li key={item}>{inline(line.slice(2))}</li>)}</List>;
        }
        return <Paragraph key={index}>{inline(lines.join(' '))}</Paragraph>;
      })}
    </>
  );
}
