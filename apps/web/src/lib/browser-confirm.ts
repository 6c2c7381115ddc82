/**
 * The browser's own confirmation (`window.confirm`), where the spec asks for it (GOG disconnect). One
 * seam so stories and tests can answer it: a real confirm would stop the page.
 */
type Confirmer = (message: string) => boolean;

const browserConfirmer: Confirmer = (message) => window.confirm(message);
let current: Confirmer = browserConfirmer;

export function confirmInBrowser(message: string): boolean {
  return current(message);
}

/** Replaces the confirmation until the returned function is called (for stories and tests). */
export function setBrowserConfirm(confirmer: Confirmer): () => void {
  current = confirmer;
  return () => {
    current = browserConfirmer;
  };
}
