import { Settings } from 'lucide-react';
import { Button } from '@gameshelf/ui';
import { openSettings } from '../open-settings.ts';

export const SETTINGS_LABEL = '설정';

/** The header's settings button on /mypage (it takes the dark-mode toggle's place). */
export function SettingsButton() {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={SETTINGS_LABEL}
      data-slot="header-settings"
      className="rounded-full [&_svg]:size-5"
      onClick={openSettings}
    >
      <Settings aria-hidden />
    </Button>
  );
}
