import { lazy, type ComponentType } from 'react';
import { nextTask } from './next-task.ts';

/**
 * React's `lazy`, whose import starts in a task of its own. A lazy part of a server-rendered screen is
 * first asked for while the page hydrates, and Vite's preload helper then adds a `modulepreload` link for
 * each chunk the part needs (about half a millisecond each on a phone, inside the hydration's task).
 * Started a task later, the chunk arrives as soon; the part keeps the server's markup meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own signature for lazy components
export const lazyInOwnTask = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => nextTask().then(load));
