import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Whether the settings dialog is open: the app shell shows it, any screen may open it. */
export interface SettingsDialogState {
  isOpen: boolean;
  open: () => void;
  setOpen: (open: boolean) => void;
}

const SettingsDialogContext = createContext<SettingsDialogState | null>(null);

/** Holds the dialog's state for everything inside; the app shell mounts it around the page and the dialog. */
export function SettingsDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const state = useMemo<SettingsDialogState>(() => ({ isOpen, setOpen, open: () => setOpen(true) }), [isOpen]);
  return <SettingsDialogContext value={state}>{children}</SettingsDialogContext>;
}

/** The settings dialog's state; `open()` shows it (my page's header button and settings entry). */
export function useSettingsDialog(): SettingsDialogState {
  const state = useContext(SettingsDialogContext);
  if (!state) throw new Error('useSettingsDialog() needs a SettingsDialogProvider (the app shell mounts one).');
  return state;
}
