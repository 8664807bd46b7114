// A strict reader for the XML the server writes (sitemaps): elements, attributes, text and the five
// predefined entities; no DTD, CDATA or processing instructions but the declaration. It throws on
// anything that is not well-formed in that subset (unclosed or mismatched tags, a bare `&` or `<`,
// unquoted or repeated attributes, text outside the root), which is what a test of such a document needs.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes('<')) throw new Error(`XML: '<' in text or attribute near ${at}`);
  return raw.replace(/&([^;]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';') || !(entity in ENTITIES)) throw new Error(`XML: bad entity '${match}' near ${at}`);
    return ENTITIES[entity]!;
  });
}

/** Parses `source`; returns its root element. */
export function parseXml(source: string): XmlElement {
  let at = 0;
  const rest = () => source.slice(at);
  const skipSpace = () => { at += /^\s*/.exec(rest())![0].length; };
  const declaration = /^<\?xml\s[^?]*\?>/.exec(source);
  if (declaration) at = declaration[0].length;
  skipSpace();

  function element(): XmlElement {
    if (source[at] !== '<') throw new Error(`XML: expected an element at ${at}`);
    at += 1;
    const name = NAME.exec(rest())?.[0];
    if (!name) throw new Error(`XML: bad element name at ${at}`);
    at += name.length;
    const node: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (;;) {
      const space = /^\s*/.exec(rest())![0].length;
      at += space;
      if (rest().startsWith('/>')) { at += 2; return node; }
      if (source[at] === '>') { at += 1; break; }
      if (space === 0) throw new Error(`XML: expected a space before an attribute at ${at}`);
      const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(rest());
      if (!attribute) throw new Error(`XML: bad attribute at ${at}`);
      const key = attribute[1]!;
      if (key in node.attributes) throw new Error(`XML: attribute '${key}' repeated at ${at}`);
      node.attributes[key] = decode(attribute[3] ?? attribute[4] ?? '', at);
      at += attribute[0].length;
    }
    for (;;) {
      const text = /^[^<]*/.exec(rest())![0];
      node.text += decode(text, at);
      at += text.length;
      if (at >= source.length) throw new Error(`XML: '${name}' is not closed`);
      if (rest().startsWith('</')) {
        const close = new RegExp(`^</${name.replace(/[.]/g, '\\.')}\\s*>`).exec(rest());
        if (!close) throw new Error(`XML: '${name}' closed by another tag at ${at}`);
        at += close[0].length;
        return node;
      }
      node.children.push(element());
    }
  }

  const root = element();
  skipSpace();
  if (at !== source.length) throw new Error(`XML: content after the root element at ${at}`);
  return root;
}
