import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gogPaths, type GogTestResponse } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/** `POST /api/test/gog/exchange-token {code}`: the pasted address or code, as pasted (the server extracts). */
export function exchangeTestToken(code: string): Promise<GogTestResponse> {
  return api.post<GogTestResponse>(gogPaths.testGogExchangeToken, { body: { code } });
}

/** An exchange sets the test session cookie: the session section asks again afterwards. */
export function useExchangeTestToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeTestToken,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gogTestKeys.sessionInfo() }),
  });
}
