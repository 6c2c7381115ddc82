import { lazy, Suspense, useState } from 'react';
import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';

/** The dialog's module (and its dialog primitives) stays off the first screen until settings are opened. */
export const loadSettingsDialog = () => import('./settings-dialog.tsx');
const SettingsDialog = lazy(() => loadSettingsDialog().then((module) => ({ default: module.SettingsDialog })));

/**
 * The settings dialog, shown while `useSettingsDialog().open()` has opened it. Mounted once, in the
 * app shell; the dialog loads on the first open and stays mounted after it, so closing animates.
 */
export function SettingsHost() {
  const { isOpen, setOpen } = useSettingsDialog();
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog open={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
