// Writes `<file>.br` and `<file>.gz` beside every text file of a build (the web app's dist), so the API
// serves them with @fastify/static's `preCompressed` instead of compressing on every request. Run after
// `vite build` by the root `build` script and by `npm start`:
//   node --import tsx scripts/precompress.ts [folder]   (default: apps/web/dist)
// A file whose compressed copies are newer than itself is skipped, so a second run is cheap.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats of a web build (HTML, scripts, styles, SVG, JSON, manifests, source maps). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/i;

export type PrecompressResult = { file: string; size: number; br: number; gzip: number };

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isFresh = (compressed: string, sourceMtime: number) => {
  try {
    return statSync(compressed).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
};

/** Compresses every compressible file under `folder` with brotli (quality 11) and gzip (level 9). */
export function precompress(folder: string, options: { force?: boolean } = {}): PrecompressResult[] {
  const results: PrecompressResult[] = [];
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const mtime = statSync(file).mtimeMs;
    if (!options.force && isFresh(`${file}.br`, mtime) && isFresh(`${file}.gz`, mtime)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    results.push({ file: path.relative(folder, file), size: content.length, br: br.length, gzip: gz.length });
  }
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
  const results = precompress(folder);
  const total = results.reduce((sum, r) => ({ size: sum.size + r.size, br: sum.br + r.br }), { size: 0, br: 0 });
  console.log(
    `precompressed ${results.length} files in ${path.relative(process.cwd(), folder) || '.'}` +
      (results.length ? ` (${(total.size / 1024).toFixed(0)} KiB -> ${(total.br / 1024).toFixed(0)} KiB brotli)` : ''),
  );
}
