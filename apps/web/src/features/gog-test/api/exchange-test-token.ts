import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeGogTestCode } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { gogTestKeys } from './gog-test-keys.ts';

/** Trades the pasted address or code, as pasted (the server extracts). An exchange sets the test session cookie: the session section asks again afterwards. */
export function useExchangeTestToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(exchangeGogTestCode, { body: { code } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gogTestKeys.sessionInfo() }),
  });
}
