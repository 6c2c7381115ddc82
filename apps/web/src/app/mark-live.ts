/**
 * `data-live` on <html> once the app handles the page: set right after a server-rendered page's
 * hydration call, or after the first render of the shell. Until then a server-rendered page is markup
 * only (its scripts load after the first paint, apps/web/build/scripts-after-first-paint.ts): links work,
 * buttons and fields do not yet. End-to-end tests wait for it before they press or type.
 */
export function markLive(root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-live', '');
}
