import { useEffect } from 'react';
import { Settings } from 'lucide-react';
import { headerIconButtonClass } from '@gameshelf/ui';
import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';
import { loadSettingsDialog } from './settings-host.tsx';

export const SETTINGS_LABEL = '설정';

/** The header's settings button on /mypage (it takes the dark-mode toggle's place). */
export function SettingsButton() {
  const settings = useSettingsDialog();
  // Shown on /mypage only: fetch the dialog while the page is read, so it opens at once.
  useEffect(() => void loadSettingsDialog(), []);
  return (
    <button type="button" aria-label={SETTINGS_LABEL} data-slot="header-settings" className={headerIconButtonClass} onClick={settings.open}>
      <Settings aria-hidden />
    </button>
  );
}
