import { useEffect, useState } from 'react';
import { pushMessages } from '@gameshelf/contracts';
import { Switch } from '@gameshelf/ui';
import { browserPushDevice, type PushDevice } from '../../../lib/pwa/push-device.ts';
import { fetchPushPublicKey, removePushDevice, savePushDevice } from '../api/push-subscription.ts';

type PushState = 'waiting' | 'unsupported' | 'denied' | 'off' | 'on';

/** What this browser says before anything is asked: no push at all, blocked, or this device's subscription. */
async function initialState(device: PushDevice): Promise<PushState> {
  if (!device.supported) return 'unsupported';
  await device.ready();
  if (device.permission() === 'denied') return 'denied';
  return device.permission() === 'granted' && (await device.current()) ? 'on' : 'off';
}

/**
 * The settings dialog's '푸시 알림' switch (issue 36): on asks the notification permission, subscribes
 * this device with the server's VAPID key and sends the subscription; off unsubscribes and tells the
 * server. Blocked notifications say how to allow them (the switch stays usable: once allowed in the
 * browser's settings, turning it on works); a browser without web push (iOS Safari outside
 * the installed app) says to add the app to the home screen. Nothing shows until the service worker is
 * ready (development has none). `device` stands in for the browser in stories.
 */
export function PushOptIn({ device: given, onError }: { device?: PushDevice; onError: (message: string) => void }) {
  const [device] = useState(() => given ?? browserPushDevice());
  const [state, setState] = useState<PushState>('waiting');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    initialState(device).then(
      (next) => live && setState(next),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [device]);

  const turnOn = async () => {
    const permission = device.permission() === 'granted' ? 'granted' : await device.requestPermission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') return;
    const subscription = await device.subscribe(await fetchPushPublicKey());
    await savePushDevice(subscription);
    setState('on');
  };
  const turnOff = async () => {
    const endpoint = await device.unsubscribe();
    if (endpoint) await removePushDevice(endpoint);
    setState('off');
  };
  const change = (next: boolean) => {
    if (busy) return;
    setBusy(true);
    (next ? turnOn() : turnOff()).catch(() => onError(pushMessages.failed)).finally(() => setBusy(false));
  };

  if (state === 'waiting') return null;
  if (state === 'unsupported')
    return (
      <div className="py-3" data-slot="push-opt-in">
        <p className="text-[15px] font-medium">{pushMessages.label}</p>
        <p className="mt-1 text-sm text-muted-foreground">{pushMessages.unsupported}</p>
      </div>
    );
  return (
    <div className="py-3" data-slot="push-opt-in">
      <Switch
        label={pushMessages.label}
        description={pushMessages.description}
        checked={state === 'on'}
        aria-busy={busy || undefined}
        onCheckedChange={change}
      />
      {state === 'denied' && (
        <p role="note" className="mt-2 text-sm text-muted-foreground">
          {pushMessages.denied}
        </p>
      )}
    </div>
  );
}
