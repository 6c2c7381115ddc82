import { useEffect } from 'react';
import { commonMessages } from '@gameshelf/contracts';
import { useLatest, useToast } from '@gameshelf/ui';

/** Registers the service worker with the two prompts; answers the function that applies a waiting update. */
export type ServiceWorkerRegistrar = (handlers: {
  onNeedRefresh: () => void;
  onOfflineReady: () => void;
}) => (reloadPage?: boolean) => Promise<void>;

/** What counts as the visitor turning to the page: a tap, a key, a scroll (of the page or of any part). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Runs `show` at the visitor's next interaction with the page; answers the function that cancels it. */
function atNextInteraction(show: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, fire, true));
  const fire = () => {
    stop();
    show();
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, fire, { capture: true, passive: true }));
  return stop;
}

const loadRegistrar = (): Promise<ServiceWorkerRegistrar> =>
  import('./register-service-worker.ts').then((module) => module.registerServiceWorker);

export interface ServiceWorkerPromptsProps {
  /** Where registration comes from; production builds load the real one, stories pass their own. */
  registrar?: () => Promise<ServiceWorkerRegistrar>;
  /** The browser's confirm by default. */
  confirm?: (message: string) => boolean;
}

/**
 * The installed app's prompts (spec 3 §4): when a new version waits, an info toast and the confirm
 * '새 버전이 있습니다. 업데이트하시겠습니까?' (yes: it takes over and the page reloads); when the app is
 * ready for offline use, an info toast at the visitor's next tap, key or scroll: the worker gets ready
 * during a first visit, and the toast then covered the first screen before it had been read (on a
 * collection page it was the largest thing painted, Lighthouse's LCP). Renders nothing.
 */
export function ServiceWorkerPrompts({ registrar, confirm = (message) => window.confirm(message) }: ServiceWorkerPromptsProps) {
  const toast = useToast();
  const latest = useLatest({ toast, confirm });
  useEffect(() => {
    const load = registrar ?? (import.meta.env.PROD && 'serviceWorker' in navigator ? loadRegistrar : null);
    if (!load) return;
    let active = true;
    let cancelOfflineToast = () => {};
    void load().then((register) => {
      if (!active) return;
      const applyUpdate = register({
        onNeedRefresh: () => {
          latest.current.toast.info(commonMessages.updateAvailable);
          // The toast paints first; the browser's confirm blocks the page while it is open.
          window.setTimeout(() => {
            if (latest.current.confirm(commonMessages.updateConfirm)) void applyUpdate(true);
          }, 300);
        },
        onOfflineReady: () => {
          cancelOfflineToast = atNextInteraction(() => latest.current.toast.info(commonMessages.offlineReady));
        },
      });
    });
    return () => {
      active = false;
      cancelOfflineToast();
    };
  }, [registrar, latest]);
  return null;
}
