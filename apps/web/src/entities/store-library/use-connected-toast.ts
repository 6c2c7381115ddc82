import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast, type ToastOptions } from '@gameshelf/ui';

/**
 * `?connected=true` on a store library after linking (spec 3 §2.2, §2.3): the success toast once, then
 * the query is cleared, replacing the history entry so back does not greet the user again.
 */
export function useConnectedToast(message: string, options?: ToastOptions): void {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const connected = params.get('connected') === 'true';
  const shown = useRef(false);
  useEffect(() => {
    if (!connected || shown.current) return;
    shown.current = true;
    toast.success(message, options);
    setParams(
      (current) => {
        current.delete('connected');
        return current;
      },
      { replace: true },
    );
  }, [connected, message, options, setParams, toast]);
}
