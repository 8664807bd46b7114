/**
 * The JSON the server wrote into the document as `<script id type="application/json">` (the registry, the
 * public settings, the session and answers a page was rendered with), or undefined when it is absent or
 * unreadable (a plain index.html).
 */
export function readInlineJson(id: string, doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
