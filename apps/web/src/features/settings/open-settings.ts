/** The window event that opens the settings dialog (my page's header button and settings entry send it). */
export const OPEN_SETTINGS_EVENT = 'gameshelf:open-settings';

/** Opens the settings dialog from anywhere (the listener lives in the app shell). */
export function openSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
