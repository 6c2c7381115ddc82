import { act as reactAct } from 'react';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * React's act() for tests that drive updates themselves (fake timers, calls into a provider's API).
 * vitest-browser-react marks the page as an act environment only while its own render() runs, so a bare
 * act() elsewhere makes React warn that the environment does not support it; this marks it for the
 * duration of the callback, as render() does.
 */
export async function act(callback: () => unknown): Promise<void> {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => {
      await callback();
    });
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
