import type { Endpoint } from '../endpoint.ts';

// Support (spec 2 §1): where users reach the team.

export const listSupportContacts = {
  method: 'GET',
  path: '/api/support/contacts',
  caller: 'anyone',
  response: 'SupportContactsSchema',
} as const satisfies Endpoint;
