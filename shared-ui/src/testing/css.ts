/**
 * The CSS that styled-components injected for an element's classes, whitespace removed. jsdom's
 * getComputedStyle knows few layout properties (gap, grid, flex-direction…), so layout tests read
 * the rules instead.
 */
export function cssRulesFor(element: Element): string {
  const css = Array.from(element.ownerDocument.querySelectorAll('style'), (s) => s.textContent ?? '').join('');
  const classes = Array.from(element.classList);
  const blocks = css.match(/(@media[^{]+\{)?[^{}]+\{[^{}]*\}\}?/g) ?? [];
  return blocks
    .filter((block) => classes.some((name) => block.includes(`.${name}`)))
    .join('')
    .replace(/\s+/g, '');
}
