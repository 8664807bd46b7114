// Types of precompress.mjs for the TypeScript tests that build fixtures with it.
export function isCompressible(file: string): boolean;
export function precompress(dir: string): string[];
