/**
 * The signed-in user's own reads that stay available offline after one online visit (issue 20): their
 * collections and entries, the wishlist, the profile and the session's user. The service worker
 * answers them network-first from this cache (lib/pwa/pwa-options.ts).
 */
export const OFFLINE_READS_CACHE = 'gameshelf-own-reads';
export const OFFLINE_READS_PATTERN = /\/api\/(?:collections|wishlist|users\/profile|auth\/me)(?:[/?]|$)/;

/**
 * Forgets the cached reads when the session ends or changes hands, so the next person on this device
 * never reads the last one's private collections offline. Does nothing where Cache Storage is absent.
 */
export function clearOfflineReads(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_READS_CACHE).catch(() => undefined);
}
