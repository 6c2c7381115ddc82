/** Resolves in a task of its own, after whatever the current one still does (a phone's taps go between). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
