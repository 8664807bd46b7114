/** An ILIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally; null without text. */
export function likePattern(text: string | undefined): string | null {
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
