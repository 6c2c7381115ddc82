/**
 * Deterministic, offline images for stories and tests (SVG data URIs: no network,
 * identical pixels on every run, so screenshots stay stable).
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function coverImage(from: string, to: string, label: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="300" height="400" fill="url(#g)"/>` +
      `<circle cx="230" cy="90" r="60" fill="#ffffff" fill-opacity="0.18"/>` +
      `<rect x="30" y="300" width="240" height="60" rx="12" fill="#000000" fill-opacity="0.25"/>` +
      `<text x="150" y="340" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>` +
      `</svg>`,
  );
}

export function screenshotImage(color: string, label: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<rect width="640" height="360" fill="${color}"/>` +
      `<path d="M0 300 L160 180 L300 260 L460 120 L640 280 L640 360 L0 360 Z" fill="#000000" fill-opacity="0.25"/>` +
      `<text x="320" y="190" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>` +
      `</svg>`,
  );
}

/** A data URI that fails to decode: exercises the cover fallback without a network request. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

export const covers = {
  zelda: coverImage('#0f766e', '#a3e635', 'ZELDA'),
  mario: coverImage('#b91c1c', '#f59e0b', 'MARIO'),
  portal: coverImage('#1e3a8a', '#38bdf8', 'PORTAL'),
  elden: coverImage('#44403c', '#d6b26e', 'ELDEN'),
  hades: coverImage('#581c87', '#ef4444', 'HADES'),
  stardew: coverImage('#166534', '#facc15', 'STARDEW'),
};

export const screenshots = [
  { src: screenshotImage('#7c3aed', '1'), alt: '젤다의 전설 스크린샷 1' },
  { src: screenshotImage('#0891b2', '2'), alt: '젤다의 전설 스크린샷 2' },
  { src: screenshotImage('#c2410c', '3'), alt: '젤다의 전설 스크린샷 3' },
];
