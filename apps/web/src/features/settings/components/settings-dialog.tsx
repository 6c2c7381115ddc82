import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { accountMessages } from '@gameshelf/contracts';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, Switch, UiLink, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import { profileQueryOptions } from '../../../entities/accounts/own-profile.ts';
import { logoutRequest } from '../api/logout.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { useUpdateProfileVisibility } from '../api/update-profile-visibility.ts';
import { useDarkModeSetting } from '../lib/dark-mode.ts';
import { SETTINGS_LABEL } from './settings-button.tsx';
import { NotificationKindSwitches } from './notification-kind-switches.tsx';
import { PushOptIn } from './push-opt-in.tsx';

export interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Settings: dark mode for everyone; notifications, profile visibility, profile edit and logout when signed in.
 * Switches change at once and are put back with a toast when saving fails; a failed logout keeps the
 * session (the server may still hold it) and says so.
 */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { isAuthenticated, user } = useSession();
  const signedIn = isAuthenticated && user !== null;
  const darkMode = useDarkModeSetting();
  const toast = useToast();
  const notifications = useUpdateSettings({ onRevert: () => toast.error(accountMessages.notificationSaveFailed) });
  // Visibility lives on the own profile, not in the session: read when the dialog shows it.
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn && open });
  const visibility = useUpdateProfileVisibility({
    onSaved: (isPublic) => toast.success(isPublic ? accountMessages.profileNowPublic : accountMessages.profileNowPrivate),
    onError: () => toast.error(accountMessages.profileVisibilitySaveFailed),
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    try {
      await logoutRequest();
    } catch (error) {
      setLoggingOut(false);
      if (error instanceof ApiError && error.isUnauthorized) {
        // The session was already over: the API client has signed out and said so.
        onOpenChange(false);
        queryClient.removeQueries({ queryKey: userKeys.all });
        return;
      }
      // The session may still be live on the server: stay signed in, with the dialog open to retry.
      toast.error(accountMessages.logoutFailed);
      return;
    }
    onOpenChange(false);
    // Leave first, so a login-only page does not send a fresh guest to the login screen.
    await navigate(paths.home);
    useAuthStore.getState().logout();
    queryClient.removeQueries({ queryKey: userKeys.all });
    setLoggingOut(false);
    toast.success(accountMessages.loggedOut);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" aria-describedby={undefined} data-slot="settings-dialog">
        <DialogHeader>
          <DialogTitle>{SETTINGS_LABEL}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-col divide-y divide-border">
          <Switch className="py-3" label="다크 모드" checked={darkMode.isDarkMode} onCheckedChange={darkMode.setDarkMode} />
          {signedIn && (
            <Switch
              className="py-3"
              label="알림"
              description="새 소식을 알림으로 받아요"
              checked={user.notificationEnabled}
              onCheckedChange={(next) => notifications.mutate({ notificationEnabled: next })}
            />
          )}
          {signedIn && user.notificationEnabled && <NotificationKindSwitches enabled={open} />}
          {signedIn && <PushOptIn onError={(message) => toast.error(message)} />}
          {signedIn && profile.data && (
            <Switch
              className="py-3"
              label="프로필 공개"
              description="끄면 다른 사람에게는 닉네임과 사진만 보여요"
              checked={profile.data.isPublicProfile}
              onCheckedChange={(next) => visibility.mutate(next)}
            />
          )}
          {signedIn && (
            <UiLink
              href={paths.profileEdit}
              onClick={() => onOpenChange(false)}
              className="-mx-2 flex items-center justify-between rounded-md px-2 py-3 text-[15px] font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              프로필 수정
              <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
            </UiLink>
          )}
        </div>
        {/* aria-disabled rather than disabled while waiting: focus stays on the button for a retry. */}
        {signedIn && (
          <Button
            variant="outline"
            aria-disabled={loggingOut || undefined}
            aria-busy={loggingOut || undefined}
            className="aria-disabled:opacity-50"
            onClick={() => void logout()}
          >
            로그아웃
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
