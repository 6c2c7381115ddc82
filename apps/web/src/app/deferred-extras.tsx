import { MaintenanceWatcher } from '../features/maintenance/components/maintenance-watcher.tsx';
import { BundledFonts } from '../lib/fonts/bundled-fonts.tsx';
import { ServiceWorkerPrompts } from '../lib/pwa/service-worker-prompts.tsx';

/**
 * App-wide work that no first paint needs, loaded in one chunk after the first render (root-layout.tsx):
 * the maintenance watcher (spec 3 §4: reads maintenance.json and covers the app with the notice while
 * maintenance is on), the installed app's update and offline-ready prompts (production builds
 * register /sw.js), and Pretendard fetched for a first visit's next screens (lib/fonts).
 */
export function DeferredExtras() {
  return (
    <>
      <MaintenanceWatcher />
      <ServiceWorkerPrompts />
      <BundledFonts />
    </>
  );
}
