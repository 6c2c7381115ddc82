/**
 * Opening a page in a new tab (the GOG login on the test page). One seam so stories can watch the
 * call instead of opening real tabs; `noopener` keeps the new page from reaching back to this one.
 */
type TabOpener = (url: string) => void;

const browserOpener: TabOpener = (url) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
let current: TabOpener = browserOpener;

export function openInNewTab(url: string): void {
  current(url);
}

/** Replaces the opener until the returned function is called (for stories and tests). */
export function setNewTabOpener(opener: TabOpener): () => void {
  current = opener;
  return () => {
    current = browserOpener;
  };
}
