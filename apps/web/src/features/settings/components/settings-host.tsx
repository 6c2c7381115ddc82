import { useEffect, useState } from 'react';
import { OPEN_SETTINGS_EVENT } from '../open-settings.ts';
import { SettingsDialog } from './settings-dialog.tsx';

/** Listens for `openSettings()` and shows the settings dialog. Mounted once, in the app shell. */
export function SettingsHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_SETTINGS_EVENT, show);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, show);
  }, []);
  return <SettingsDialog open={open} onOpenChange={setOpen} />;
}
