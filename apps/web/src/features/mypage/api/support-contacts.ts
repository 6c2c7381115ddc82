import { useQuery } from '@tanstack/react-query';
import { apiPaths, type SupportContacts } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** The team's channels for the feedback dialog; asked for when the dialog opens. */
export function useSupportContacts(enabled: boolean) {
  return useQuery({
    queryKey: ['support-contacts'] as const,
    queryFn: ({ signal }) => api.get<SupportContacts>(apiPaths.supportContacts, { signal }),
    enabled,
    staleTime: Infinity,
  });
}
