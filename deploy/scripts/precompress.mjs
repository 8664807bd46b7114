// Compressed copies of the text files of a deployed folder, made once at build time so that a server
// sends them as they are instead of compressing on every request (and can afford the slowest, smallest
// settings): `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside `file`. Images and
// fonts are compressed formats already and get no copies.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest', '.map']);

export function isCompressible(file) {
  return TEXT_EXTENSIONS.has(extname(file).toLowerCase());
}

/** Whether both copies exist and were written after the file (a re-run leaves them alone). */
function upToDate(file) {
  const { mtimeMs } = statSync(file);
  try {
    return statSync(`${file}.br`).mtimeMs >= mtimeMs && statSync(`${file}.gz`).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
}

function compress(file) {
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
}

/**
 * Writes `.br` and `.gz` copies beside every text file under `dir` whose copies are missing or older
 * than the file. Returns the paths of the files it compressed.
 */
export function precompress(dir) {
  const compressed = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !isCompressible(file) || upToDate(file)) continue;
    compress(file);
    compressed.push(file);
  }
  return compressed;
}
