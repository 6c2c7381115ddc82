/** Hierarchical keys for the signed-in user's data: removing ['users'] forgets all of it (logout). */
export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  displayNameChecks: () => [...userKeys.all, 'display-name-check'] as const,
  displayNameCheck: (displayName: string) => [...userKeys.displayNameChecks(), displayName] as const,
};
