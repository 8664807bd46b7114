// What `stylis` resolves to in the apps' browser builds (stylis.cjs): the whole library but its vendor
// prefixer. styled-components adds the prefixer to its stylis pipeline only when a `StyleSheetManager`
// asks for vendor prefixes, which no app does (the supported browsers need none); yet referencing it kept
// stylis's prefix tables in every page's start-up (~1.3 KB gzip). A build that starts asking for them
// fails loudly here rather than render without them (docs/adr/0044).
export * from 'pitchside-stylis-library';

export function prefixer() {
  throw new Error('Vendor prefixes are not built in: see docs/adr/0044-library-code-the-pages-never-run.md.');
}
