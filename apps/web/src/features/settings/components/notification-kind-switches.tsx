import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, notificationMessages } from '@gameshelf/contracts';
import { Switch, useToast } from '@gameshelf/ui';
import { useNotificationPreferences, useUpdateNotificationKind } from '../api/notification-preferences.ts';

/**
 * One switch per notification kind, under the master '알림' switch and shown only while it is on (the
 * master switches every kind off on the server). A failed save puts the switch back with a toast.
 */
export function NotificationKindSwitches({ enabled }: { enabled: boolean }) {
  const toast = useToast();
  const preferences = useNotificationPreferences(enabled);
  const update = useUpdateNotificationKind({ onError: () => toast.error(notificationMessages.preferencesSaveFailed) });
  if (!enabled || !preferences.data) return null;
  const { kinds } = preferences.data;
  return (
    <div role="group" aria-label={notificationMessages.preferencesTitle} className="flex flex-col py-1 pl-4">
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          className="py-2"
          label={NOTIFICATION_KIND_LABELS[kind]}
          checked={kinds[kind]}
          onCheckedChange={(next) => update.mutate({ kind, enabled: next })}
        />
      ))}
    </div>
  );
}
