import { useMutation } from '@tanstack/react-query';
import { runGogApiTest, type GogTestApiType } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

export interface ApiTestRequest {
  accessToken: string;
  apiType: GogTestApiType;
  /** Sent only for a custom call. */
  apiUrl?: string;
}

/** One GOG call with a pasted token. */
export function useRunApiTest() {
  return useMutation({ mutationFn: (body: ApiTestRequest) => call(runGogApiTest, { body }), retry: false });
}
