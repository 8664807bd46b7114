/**
 * bidi-js (UAX #9). Its own types declare an ES default export, but the package is CommonJS whose
 * `module.exports` is the factory itself, which is what an ES module's default import receives under Node.
 * Only what the server uses is declared.
 */
declare module 'bidi-js' {
  namespace bidiFactory {
    /** Resolved levels, one per UTF-16 code unit (odd: right to left), and each paragraph's inclusive bounds and level. */
    interface EmbeddingLevels {
      levels: Uint8Array;
      paragraphs: { start: number; end: number; level: number }[];
    }

    interface Bidi {
      getEmbeddingLevels(text: string, baseDirection?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels;
      /** The indices of `text` in visual order, the line [start, end] (inclusive) reordered. */
      getReorderedIndices(text: string, embeddingLevels: EmbeddingLevels, start?: number, end?: number): number[];
      /** Index → mirrored character, for the characters of [start, end] (inclusive) at right-to-left levels. */
      getMirroredCharactersMap(text: string, levels: Uint8Array, start?: number, end?: number): Map<number, string>;
      /** The bidi type of a character: 'L', 'R', 'AL', 'EN', 'WS', 'LRI', … */
      getBidiCharTypeName(char: string): string;
    }
  }

  function bidiFactory(): bidiFactory.Bidi;
  export = bidiFactory;
}
