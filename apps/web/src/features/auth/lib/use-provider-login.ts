import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type OAuthProvider, accountMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { ApiError } from '../../../lib/api-client.ts';
import { getLoginUrl } from '../api/get-login-url.ts';
import { navigateToExternal } from '../../../lib/external-navigation.ts';

export interface ProviderLogin {
  /** Asks the server for the provider's sign-in address and sends the browser there. */
  start: (provider: OAuthProvider) => void;
  /** The provider whose address is being fetched or opened; every button waits meanwhile. */
  busyProvider: OAuthProvider | undefined;
  /** Providers the server reported as not available (503), with its message. */
  unavailable: Partial<Record<OAuthProvider, string>>;
}

/**
 * The social sign-in start (spec 1 §7): `getOAuthLoginUrl`, then the browser leaves
 * for `loginUrl`. A 503 marks that provider unavailable with the server's message; any other failure
 * is the toast '로그인 처리 중 오류가 발생했습니다.'.
 */
export function useProviderLogin(): ProviderLogin {
  const toast = useToast();
  const [unavailable, setUnavailable] = useState<Partial<Record<OAuthProvider, string>>>({});
  const mutation = useMutation({
    mutationFn: getLoginUrl,
    onSuccess: ({ loginUrl }) => navigateToExternal(loginUrl),
    onError: (error, provider) => {
      if (error instanceof ApiError && error.status === 503) {
        setUnavailable((current) => ({ ...current, [provider]: error.message }));
      } else {
        toast.error(accountMessages.loginProcessingError);
      }
    },
  });

  // Coming back with the browser's back button can restore this page from the back-forward cache
  // with the buttons still waiting: make them usable again.
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const busy = mutation.isPending || mutation.isSuccess;
  return {
    start: (provider) => {
      if (!busy) mutation.mutate(provider);
    },
    busyProvider: busy ? mutation.variables : undefined,
    unavailable,
  };
}
