/**
 * Keys of public-profile queries (/user/{username}). Answers depend on who asks (the owner sees
 * private parts), so the viewer's id is part of the key; invalidating ['public-profiles'] refreshes
 * every profile, e.g. after the visibility switch changed.
 */
export const profileKeys = {
  all: ['public-profiles'] as const,
  user: (viewerId: number | null, username: string) => [...profileKeys.all, viewerId ?? 'guest', username] as const,
  part: (viewerId: number | null, username: string, part: string, ...rest: readonly unknown[]) =>
    [...profileKeys.user(viewerId, username), part, ...rest] as const,
};
