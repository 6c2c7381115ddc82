import { act as reactAct } from 'react';

/**
 * act() for tests that drive updates themselves (fake timers, calls into a provider's API): runs the
 * callback, then flushes the renders and effects it scheduled. In component tests `react` is Preact's
 * compat with Preact's act (apps/web/build/preact-compat-with-act.ts).
 */
export async function act(callback: () => unknown): Promise<void> {
  await reactAct(async () => {
    await callback();
  });
}
