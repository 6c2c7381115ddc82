// Draws the installed app's icons (manifest and Apple touch icon) from the one SVG source:
//   node --import tsx scripts/generate-app-icons.ts
// The PNGs are committed (apps/web/public/icons); run this again after changing the SVG.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const source = readFileSync(fileURLToPath(new URL('../apps/web/src/assets/app-icon/app-icon.svg', import.meta.url)));
const outDir = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

/** File name → edge in pixels. The icon is full-bleed, so the same art serves "any" and "maskable". */
const SIZES: Record<string, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
  'favicon-32.png': 32,
};

mkdirSync(outDir, { recursive: true });
for (const [name, size] of Object.entries(SIZES)) {
  await sharp(source, { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}${name}`);
  console.log(`${name} ${size}×${size}`);
}
