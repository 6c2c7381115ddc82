import { useMutation } from '@tanstack/react-query';
import { gogPaths, type GogTestApiType, type GogTestResponse } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

export interface ApiTestRequest {
  accessToken: string;
  apiType: GogTestApiType;
  /** Sent only for a custom call. */
  apiUrl?: string;
}

/** `POST /api/test/gog/api-test {accessToken, apiType, apiUrl?}`: one GOG call with a pasted token. */
export function runApiTest(request: ApiTestRequest): Promise<GogTestResponse> {
  return api.post<GogTestResponse>(gogPaths.testGogApiTest, { body: request });
}

export function useRunApiTest() {
  return useMutation({ mutationFn: runApiTest, retry: false });
}
