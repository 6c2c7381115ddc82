import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bundledFontFiles, bundledFontsInUse, fontsWarmed, switchToBundledFonts, warmBundledFonts } from './warm-fonts.ts';
import { applyFontsStylesheet, readFontsStylesheet } from './fonts-stylesheet.ts';
import { nextTask } from '../next-task.ts';

/** After the page has loaded and the browser is idle (never in the way of the first screen). */
function whenSettled(run: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : window.setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * A first visit downloads Pretendard for its text once settled, and switches to it with the next screen
 * (warm-fonts.ts). A browser that already has it shows it from the first paint and does nothing here.
 */
export function BundledFonts() {
  const { key } = useLocation();
  useEffect(() => {
    // Linked before the first paint in a build (index.html); linked here in development.
    if (bundledFontsInUse()) return void applyFontsStylesheet().catch(() => {});
    return whenSettled(() => {
      // Reading 92 rules, finding the page's files among them and asking for those are a task each:
      // together they were one long task on a phone.
      const warm = async () => {
        const rules = await readFontsStylesheet();
        await nextTask();
        const files = bundledFontFiles(rules);
        await nextTask();
        await warmBundledFonts(document.getElementById('root')?.textContent ?? '', files);
      };
      // Offline, or the stylesheet could not load: the system's font stays, as on the first screen.
      void warm().catch(() => {});
    });
  }, []);
  useEffect(() => {
    // The rules come with the switch, when the screen changes anyway: added to the first screen, they
    // would have the browser lay its text out again for a font it does not use yet.
    if (fontsWarmed() && !bundledFontsInUse()) void applyFontsStylesheet().catch(() => {});
    switchToBundledFonts();
  }, [key]);
  return null;
}
