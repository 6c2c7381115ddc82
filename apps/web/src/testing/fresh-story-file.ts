import { onlineManager } from '@tanstack/react-query';
import { createJSONStorage } from 'zustand/middleware';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { resetStartupCheck } from '../lib/session/startup-check.ts';
import { MemoryStorage } from './memory-storage.ts';

/**
 * What a story file starts from, whatever ran before it in the same page (story files share one page
 * and one module graph: `isolate: false`, see vitest.config.ts) or beside it in the same origin: its own
 * empty localStorage (a session, a remembered page or a guest theme stored by another file's story
 * would otherwise reach it; the auth store reads storage when its module loads), signed out, the
 * start-up token check not yet run, and the device online.
 */
export function freshStoryFile(): void {
  Object.defineProperty(window, 'localStorage', { value: new MemoryStorage(), configurable: true, writable: true });
  sessionStorage.clear();
  // The store took its storage when it was created: point it at this one too.
  useAuthStore.persist.setOptions({ storage: createJSONStorage(() => localStorage) });
  useAuthStore.getState().logout();
  resetStartupCheck();
  Reflect.deleteProperty(navigator, 'onLine');
  onlineManager.setOnline(true);
}
