import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The pre-paint script of the fixture build's index.html (the CSP must allow it by hash). */
export const PRE_PAINT_SCRIPT = "if (localStorage.getItem('guest-theme-storage')) document.documentElement.classList.add('dark');";

/** Files of a small web build, laid out as `vite build` and scripts/precompress.ts leave them. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="ko"><head><script>${PRE_PAINT_SCRIPT}</script><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`,
  'assets/index-abc123.js': 'console.log("게임셸프");',
  'assets/index-def456.css': 'body{margin:0}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"게임셸프"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

/** A fresh folder holding a small web build; returns the folder and the URL of each file. */
export function writeWebBuild(): { dir: string; fileUrls: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-web-build-'));
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return { dir, fileUrls: Object.keys(FILES).map((name) => `/${name}`) };
}
