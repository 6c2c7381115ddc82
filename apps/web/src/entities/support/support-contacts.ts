import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SupportContact, listSupportContacts } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';

export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['support-contacts'] as const,
    queryFn: ({ signal }) => call(listSupportContacts, { signal }),
    staleTime: Infinity,
  });

/** The team's channels (my page's feedback dialog, the Steam guide's support link); asked for when shown. */
export function useSupportContacts(enabled = true) {
  return useQuery({ ...supportContactsQueryOptions(), enabled });
}

/** The chat channel to point a stuck user at: the messenger when configured, else the first channel with a link. */
export function chatSupportContact(contacts: readonly SupportContact[]): SupportContact | null {
  const linked = contacts.filter((contact) => contact.url);
  return linked.find((contact) => contact.kind === 'messenger') ?? linked[0] ?? null;
}
