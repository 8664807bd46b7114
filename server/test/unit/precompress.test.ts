// The build step that writes `.br`/`.gz` copies beside the deployed text files (deploy/scripts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../deploy/scripts/precompress.mjs';

const TEXT_FILES = [
  'index.html', 'main.0123456789.js', 'chunks/page-login.abcdef0123.js', 'chunks/page-login.abcdef0123.js.map',
  'module.mjs', 'theme/app.css', 'mf-manifest.json', 'icons/logo.svg', 'chunks/vendor.js.LICENSE.txt', 'site.webmanifest',
];
const BINARY_FILES = ['images/pitch.png', 'fonts/inter.woff2'];

let dir: string;
const at = (file: string) => path.join(dir, file);

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), content);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pitchside-precompress-'));
  for (const file of TEXT_FILES) write(file, `/* ${file} */\n${'const pitch = { booked: false, price: 42 };\n'.repeat(50)}`);
  for (const file of BINARY_FILES) write(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of every text file, each decompressing to the original', () => {
    const compressed = precompress(dir);
    expect(compressed.map((file) => path.relative(dir, file)).sort()).toEqual([...TEXT_FILES].sort());
    for (const file of TEXT_FILES) {
      const original = readFileSync(at(file));
      const br = readFileSync(at(`${file}.br`));
      const gz = readFileSync(at(`${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
  });

  it('leaves binary files without copies', () => {
    precompress(dir);
    for (const file of BINARY_FILES) {
      expect(existsSync(at(`${file}.br`)), file).toBe(false);
      expect(existsSync(at(`${file}.gz`)), file).toBe(false);
    }
  });

  it('is idempotent: a second run compresses nothing and compresses no copy again', () => {
    precompress(dir);
    const before = TEXT_FILES.map((file) => [statSync(at(`${file}.br`)).mtimeMs, readFileSync(at(`${file}.gz`)).toString('base64')]);
    expect(precompress(dir)).toEqual([]);
    expect(TEXT_FILES.map((file) => [statSync(at(`${file}.br`)).mtimeMs, readFileSync(at(`${file}.gz`)).toString('base64')])).toEqual(before);
    expect(existsSync(at('index.html.br.br'))).toBe(false);
    expect(existsSync(at('index.html.gz.gz'))).toBe(false);
  });

  it('compresses again a file changed after its copies were written', () => {
    precompress(dir);
    write('index.html', '<!doctype html><title>changed</title>');
    const later = new Date(Date.now() + 60_000);
    utimesSync(at('index.html'), later, later);
    expect(precompress(dir)).toEqual([at('index.html')]);
    expect(gunzipSync(readFileSync(at('index.html.gz'))).toString()).toBe('<!doctype html><title>changed</title>');
  });
});
