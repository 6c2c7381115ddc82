import { cn } from '@gameshelf/ui';

/**
 * GOG's purple behind its three letters, drawn for this app (the store's logo is theirs to show, not
 * ours); a lighter purple on the dark theme. 56 px, or 40 px at 'md'.
 */
export function GogMark({ size = 'lg', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 56 56" data-slot="gog-mark" className={cn('shrink-0', size === 'lg' ? 'size-14' : 'size-10', className)}>
      <rect width="56" height="56" rx="14" className="fill-[#86328a] dark:fill-[#a855ad]" />
      <text x="28" y="34" textAnchor="middle" fontSize="17" fontWeight="800" letterSpacing="0.5" className="fill-white font-sans">
        GOG
      </text>
    </svg>
  );
}
