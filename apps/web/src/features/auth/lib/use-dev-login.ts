import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@gameshelf/ui';
import { devLoginRequest } from '../api/dev-login.ts';
import { completeSignIn } from './after-sign-in.ts';
import { devLoginProblem } from './dev-login-error.ts';

export interface DevLogin {
  /** Signs in as `username` (trimmed); ignored while a sign-in is under way. */
  signIn: (username: string) => void;
  /** From the request until the next page has taken over: the form and every button wait. */
  busy: boolean;
  /** The server's refusal of the username itself, shown under the field. */
  usernameError: string | undefined;
  /** Forgets the last refusal (the username was edited). */
  reset: () => void;
}

/**
 * The development login (spec 1 §6, §7): `devSignIn`, then signed in as the OAuth
 * callback signs in: the session stored, then profile setup or the remembered page, replacing the
 * login entry. Failures other than the username's are error toasts (spec 1 §8).
 */
export function useDevLogin(): DevLogin {
  const toast = useToast();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (username: string) => devLoginRequest({ username }),
    onSuccess: (login) => {
      void navigate(completeSignIn(login), { replace: true });
    },
    onError: (error) => {
      const problem = devLoginProblem(error);
      if (problem.field === null) toast.error(problem.message);
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const problem = mutation.error ? devLoginProblem(mutation.error) : null;
  return {
    signIn: (username) => {
      if (!busy) mutation.mutate(username.trim());
    },
    busy,
    usernameError: problem?.field === 'username' ? problem.message : undefined,
    reset: mutation.reset,
  };
}
