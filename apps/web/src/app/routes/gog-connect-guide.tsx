import type { QueryClient } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '../../lib/support-contacts.ts';

export { GogConnectGuideScreen as Component } from '../../features/gog/components/gog-connect-guide-screen.tsx';

/** Starts loading the support channels the guide links to. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(supportContactsQueryOptions());
  return null;
};
