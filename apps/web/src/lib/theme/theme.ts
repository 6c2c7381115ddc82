import { useSyncExternalStore } from 'react';
import { GUEST_THEME_STORAGE_KEY } from '../storage-keys.ts';
import { THEME_COLORS } from './theme-colors.ts';

/**
 * Guest dark mode (spec 1 §3-4). Stored in localStorage under `guest-theme-storage` in the
 * zustand-persist shape `{"state":{"isDarkMode":true},"version":0}`, so a later move to zustand
 * reads existing values unchanged. The inline script in index.html applies the `dark` class from
 * the same key before first paint (the key is filled in from storage-keys.ts, see pre-paint.ts);
 * this module keeps class, meta theme-color and storage in step. A signed-in user's server-side
 * flag drives the class instead (user-theme-sync.ts, through applyDarkMode), leaving the guest's
 * stored flag untouched.
 */
interface StoredTheme {
  state: { isDarkMode: boolean };
  version: 0;
}

export function readStoredDarkMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const raw = storage?.getItem(GUEST_THEME_STORAGE_KEY);
    if (!raw) return false;
    return (JSON.parse(raw) as Partial<StoredTheme>).state?.isDarkMode === true;
  } catch {
    return false;
  }
}

function writeStoredDarkMode(isDarkMode: boolean): void {
  try {
    const value: StoredTheme = { state: { isDarkMode }, version: 0 };
    localStorage.setItem(GUEST_THEME_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

function applyToDocument(isDarkMode: boolean): void {
  document.documentElement.classList.toggle('dark', isDarkMode);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[isDarkMode ? 'dark' : 'light']);
}

// The root class is the live value: index.html set it from storage before React started, and
// anything else that flips it (this module, Storybook's theme switcher) is picked up by the observer.
const getSnapshot = () => document.documentElement.classList.contains('dark');
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/** Switches the theme without storing it (a signed-in user's flag lives on the server). */
export function applyDarkMode(isDarkMode: boolean): void {
  applyToDocument(isDarkMode);
}

/** Switches the theme and remembers it for the guest. */
export function setDarkMode(isDarkMode: boolean): void {
  writeStoredDarkMode(isDarkMode);
  applyToDocument(isDarkMode);
}

export function useDarkMode(): { isDarkMode: boolean; toggleDarkMode: () => void } {
  const isDarkMode = useSyncExternalStore(subscribe, getSnapshot, () => false);
  return { isDarkMode, toggleDarkMode: () => setDarkMode(!isDarkMode) };
}
