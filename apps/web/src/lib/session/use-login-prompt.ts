import { useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { saveRedirectPath, toPathString } from '../redirect-path.ts';

/**
 * For a guest's tap on something that needs an account (spec 1 §4, spec 2 §6): the toast
 * '로그인이 필요합니다.' with a '로그인' action that remembers this page and comes back to it after login.
 */
export function useLoginPrompt(): () => void {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    toast.info(accountMessages.loginRequired, {
      action: {
        label: '로그인',
        onClick: () => {
          saveRedirectPath(toPathString(location));
          void navigate(paths.login, { state: { from: location } });
        },
      },
    });
}
