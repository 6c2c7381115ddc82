import type { QueryClient } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '../../lib/support-contacts.ts';

export { SteamProfilePrivateScreen as Component } from '../../features/steam/components/steam-profile-private-screen.tsx';

/** Starts loading the support channels the guide links to. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(supportContactsQueryOptions());
  return null;
};
