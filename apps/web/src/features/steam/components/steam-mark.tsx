import { Gamepad2 } from 'lucide-react';
import { cn } from '@gameshelf/ui';

/** Steam's colours behind a controller (the store's logo is theirs to show, not ours); 56 px, or 40 px at 'md'. */
export function SteamMark({ size = 'lg', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span
      aria-hidden
      data-slot="steam-mark"
      className={cn(
        'flex shrink-0 items-center justify-center bg-[#1b2838] text-[#66c0f4]',
        size === 'lg' ? 'size-14 rounded-2xl' : 'size-10 rounded-xl',
        className,
      )}
    >
      <Gamepad2 className="size-1/2" />
    </span>
  );
}
