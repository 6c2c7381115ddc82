/**
 * Opening a window of its own for a sign-in elsewhere (GOG's login). One seam so stories and tests can
 * watch it instead of opening real windows.
 */
type Opener = (url: string, name: string, features: string) => Window | null;

const browserOpener: Opener = (url, name, features) => window.open(url, name, features);
let current: Opener = browserOpener;

/** The window's `features`: its size, centred on the current window where the browser allows. */
export function popupFeatures(width: number, height: number): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/** Opens `url` in the popup named `name`; false when the browser blocked it. */
export function openPopup(url: string, name: string, features: string): boolean {
  return current(url, name, features) !== null;
}

/** Replaces the opener until the returned function is called (for stories and tests). */
export function setPopupOpener(opener: Opener): () => void {
  current = opener;
  return () => {
    current = browserOpener;
  };
}
