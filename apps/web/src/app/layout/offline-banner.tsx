import { WifiOff } from 'lucide-react';
import { commonMessages } from '@gameshelf/contracts';

/** A thin bar over every page while the device is offline (the shell shows it): what still works. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      data-slot="offline-banner"
      className="flex items-center gap-2 bg-foreground px-gutter py-2 text-[13px] font-medium text-background"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>{commonMessages.offline}</span>
    </div>
  );
}
