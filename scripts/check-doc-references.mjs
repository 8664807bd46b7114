#!/usr/bin/env node
// Keeps the repository's references true. Run from anywhere inside the repository:
//
//   node scripts/check-doc-references.mjs
//
// It reads every source and documentation file git knows about (tracked, or new and not ignored) with
// the extensions below, outside node_modules, and reports, as `file:line: problem`:
//
//  1. stale citations: a section-number citation of the old product description or of the old
//     architecture page, a bare section sign followed by a number in source code, or a path into the
//     `shared` folder beside the repository. Those documents are not in the repository; cite
//     `docs/product/<page>.md#anchor`, `docs/architecture.md#<anchor>` or an ADR instead;
//  2. `docs/….md` paths (with an optional `#anchor`) and `docs/adr/NNNN…` paths mentioned anywhere that do
//     not exist (paths are taken from the repository root, whatever precedes them);
//  3. relative links of Markdown files (`[text](path#anchor)`, `[text](#anchor)`) whose file does not exist.
//
// An anchor must match a heading of the target file, slugged as GitHub does (lower case, punctuation
// dropped, spaces turned into hyphens, repeats numbered -1, -2 …), or an explicit `<a id>`/`<a name>`.
// Exits 1 when anything is reported, 0 otherwise. Plain Node, no dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.md'];
const CODE_EXTENSIONS = EXTENSIONS.filter((extension) => extension !== '.md');

// The patterns are assembled from pieces so that this file does not report itself.
const SECTION = '\u00a7';
const STALE = [
  { pattern: new RegExp(`\\bspec\\s*${SECTION}`, 'i'), what: `a "spec ${SECTION}" citation` },
  { pattern: new RegExp(`\\b${'ARCHI'}TECTURE(?:\\.md\\b|\\s*${SECTION})`), what: 'a citation of the old architecture page' },
  { pattern: new RegExp(`\\.\\./${'sha'}red/`), what: 'a path outside the repository' },
];
const BARE_SECTION = new RegExp(`${SECTION}\\s*\\d`);
const STALE_HINT = 'cite docs/product/<page>.md#<anchor>, docs/architecture.md#<anchor> or docs/adr/NNNN-….md';

// `docs/…` not preceded by a word, dot, slash or hyphen, except `../` and `./` steps.
const DOCS_PATH = /(?<![\w./-])(?:\.{1,2}\/)*(docs\/[A-Za-z0-9_./-]*)(#[\p{L}\p{N}_-]*)?/gu;
const ADR_PATH = /^docs\/adr\/\d{4}/;
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim();

function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => file && EXTENSIONS.includes(path.extname(file)))
    .filter((file) => !file.split('/').includes('node_modules'))
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile())
    .sort();
}

/** GitHub's heading slug: lower case, punctuation dropped, each space a hyphen. */
function slug(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The visible text of a heading's Markdown: links and images by their text, no code marks or emphasis. */
function headingText(markdown) {
  return markdown
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/(\*\*|\*|~~)/g, '');
}

const anchorCache = new Map();

/** Every anchor a Markdown file offers: heading slugs (numbered when repeated) and explicit ids. */
function anchorsOf(file) {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set();
  const seen = new Map();
  const add = (text) => {
    const base = slug(headingText(text));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  let fence = null;
  let previous = '';
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1][0];
      else if (fenceMark[1][0] === fence) fence = null;
      previous = '';
      continue;
    }
    if (fence !== null) continue;
    const atx = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    if (atx) add(atx[1]);
    else if (/^\s{0,3}(=+|-+)\s*$/.test(line) && previous.trim() && !/^\s*([|>#*+-]|\d+\.)/.test(previous)) add(previous);
    for (const match of line.matchAll(/<a\s+[^>]*(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]);
    previous = line;
  }
  anchorCache.set(file, anchors);
  return anchors;
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Checks a target file and anchor; answers the problem, or null when both exist. */
function checkTarget(absolute, anchor, shown) {
  if (!existsSync(absolute)) return `${shown} does not exist`;
  if (!anchor) return null;
  if (statSync(absolute).isDirectory() || path.extname(absolute) !== '.md') return null;
  const wanted = decode(anchor).toLowerCase();
  return anchorsOf(absolute).has(wanted) ? null : `${shown}: no heading gives the anchor #${anchor}`;
}

const adrFiles = () => (existsSync(path.join(root, 'docs/adr')) ? readdirSync(path.join(root, 'docs/adr')) : []);

function checkDocsPath(rawPath, anchor) {
  const docsPath = rawPath.replace(/[./]+$/, '');
  if (docsPath.endsWith('.md')) return checkTarget(path.join(root, docsPath), anchor, docsPath);
  if (!ADR_PATH.test(docsPath)) return null;
  if (existsSync(path.join(root, docsPath)) || existsSync(path.join(root, `${docsPath}.md`))) return null;
  const prefix = docsPath.slice('docs/adr/'.length).replace(/\/$/, '');
  return adrFiles().some((file) => file.startsWith(prefix)) ? null : `${docsPath} matches no ADR`;
}

/** Relative Markdown links of one line (outside code spans). */
function* markdownLinks(line) {
  const withoutCode = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
  for (const match of withoutCode.matchAll(MARKDOWN_LINK)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('//')) continue;
    yield target;
  }
}

function check(file) {
  const problems = [];
  const absolute = path.join(root, file);
  const isMarkdown = path.extname(file) === '.md';
  const isCode = CODE_EXTENSIONS.includes(path.extname(file));
  let fence = null;
  readFileSync(absolute, 'utf8').split(/\r?\n/).forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const { pattern, what } of STALE) {
      if (pattern.test(line)) problems.push({ kind: 'stale citation', text: `${at}: ${what}; ${STALE_HINT}` });
    }
    if (isCode && BARE_SECTION.test(line) && !STALE.some(({ pattern }) => pattern.test(line))) {
      problems.push({ kind: 'stale citation', text: `${at}: a bare section number; ${STALE_HINT}` });
    }

    for (const match of line.matchAll(DOCS_PATH)) {
      const problem = checkDocsPath(match[1], match[2]?.slice(1));
      if (problem) problems.push({ kind: 'missing path', text: `${at}: ${problem}` });
    }

    if (!isMarkdown) return;
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1][0];
      else if (fenceMark[1][0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    for (const target of markdownLinks(line)) {
      const hash = target.indexOf('#');
      const filePart = decode(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? undefined : target.slice(hash + 1);
      // `docs/…` targets were checked above from the repository root; links resolve from the file.
      const resolved = filePart === '' ? absolute : path.resolve(path.dirname(absolute), filePart);
      const shown = filePart === '' ? `#${anchor}` : target;
      const problem = checkTarget(resolved, anchor, shown);
      if (problem) problems.push({ kind: 'broken link', text: `${at}: link ${problem}` });
    }
  });
  return problems;
}

const problems = repositoryFiles().flatMap(check);
if (problems.length === 0) {
  console.log('check-doc-references: every reference resolves.');
  process.exit(0);
}
for (const problem of problems) console.log(problem.text);
const byKind = new Map();
for (const { kind } of problems) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
const files = new Set(problems.map(({ text }) => text.slice(0, text.indexOf(':'))));
console.log(
  `\ncheck-doc-references: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'} ` +
  `(${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')}).`,
);
process.exit(1);
