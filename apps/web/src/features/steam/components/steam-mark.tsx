import { Gamepad2 } from 'lucide-react';
import { cn } from '@gameshelf/ui';

/** Steam's colours behind a controller (the store's logo is theirs to show, not ours). */
export function SteamMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      data-slot="steam-mark"
      className={cn('flex size-14 shrink-0 items-center justify-center rounded-2xl bg-[#1b2838] text-[#66c0f4]', className)}
    >
      <Gamepad2 className="size-1/2" />
    </span>
  );
}
