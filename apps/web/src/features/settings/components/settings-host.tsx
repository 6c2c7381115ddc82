import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';

/** The settings dialog, shown while `useSettingsDialog().open()` has opened it. Mounted once, in the app shell. */
export function SettingsHost() {
  const { isOpen, setOpen } = useSettingsDialog();
  return <SettingsDialog open={isOpen} onOpenChange={setOpen} />;
}
