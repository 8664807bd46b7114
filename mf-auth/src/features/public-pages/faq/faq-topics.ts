/** The FAQ's topics and their questions, in order: `topics.<topic>` and `questions.<id>.{q,a}` of texts/faq. */
export const FAQ_TOPICS = [
  { id: 'booking', questions: ['account', 'howToBook', 'hold', 'ahead', 'length', 'confirmation'] },
  { id: 'paying', questions: ['methods', 'onSite', 'savedCards', 'declined', 'receipt'] },
  { id: 'changes', questions: ['cancel', 'refundTime', 'lateCancel', 'facilityCancels', 'reschedule'] },
  { id: 'onTheDay', questions: ['arrive', 'pass', 'reminders'] },
  { id: 'account', questions: ['language', 'password', 'twoFactor', 'verify', 'closeAccount'] },
  { id: 'facilities', questions: ['listFacility', 'plans', 'staff'] },
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number]['id'];

/**
 * Text as the search compares it: lower case, without accents or Arabic vowel marks (so "reserver" finds
 * "réserver"), the tatweel dropped, markup tags removed, spaces folded.
 */
export function searchable(text: string): string {
  return text
    .replace(/<\/?\w+>/g, '')
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a question (or its answer) holds every word of the query, in any order. */
export function matches(query: string, ...texts: string[]): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  const haystack = searchable(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
