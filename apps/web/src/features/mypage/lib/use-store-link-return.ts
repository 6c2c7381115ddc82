import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@gameshelf/ui';
import { storeLinkReturn, withoutStoreLinkReturn } from './store-link-return.ts';

/**
 * The end of a store link (spec 3 §2.2): Steam sends the browser to /mypage with steamConnected=true
 * (then on to its library, which greets the user) or error=… (the failure toast, and the query is
 * cleared); GOG's connect does the same with gogConnected. History is replaced, so back skips it.
 */
export function useStoreLinkReturn(): void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const action = storeLinkReturn(params);
  const handled = useRef<string | null>(null);
  const key = action ? JSON.stringify(action) : null;

  useEffect(() => {
    if (!action) {
      handled.current = null;
      return;
    }
    if (handled.current === key) return;
    handled.current = key;
    if (action.kind === 'library') {
      void navigate(action.to, { replace: true });
      return;
    }
    toast.error(action.message);
    setParams((current) => withoutStoreLinkReturn(current), { replace: true });
  }, [action, key, navigate, setParams, toast]);
}
