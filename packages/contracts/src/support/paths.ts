/** Support (spec 2 §1): where users reach the team. */
export const supportPaths = {
  supportContacts: '/api/support/contacts',
} as const;
