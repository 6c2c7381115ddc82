/**
 * Leaving the app for a sign-in page elsewhere (a social provider, Steam). One seam so stories and
 * tests can watch the navigation instead of sending the test page away (`window.location.assign`
 * cannot be stubbed in a real browser: Location's methods are unforgeable).
 */
type Navigator = (url: string) => void;

const browserNavigator: Navigator = (url) => window.location.assign(url);
let current: Navigator = browserNavigator;

export function navigateToExternal(url: string): void {
  current(url);
}

/** Replaces the navigator until the returned function is called (for stories and tests). */
export function setExternalNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    current = browserNavigator;
  };
}
