import { cn } from '@gameshelf/ui';
import { IGDB_URL } from '../../../config/paths.ts';

/** IGDB's terms ask for a credit wherever its game data is shown. */
export function IgdbCredit({ className }: { className?: string }) {
  return (
    <footer className={cn('px-gutter py-6 text-center text-xs text-muted-foreground', className)}>
      게임 정보 제공:{' '}
      <a
        href={IGDB_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-sm font-medium underline underline-offset-2 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        IGDB.com
        <span className="sr-only"> (새 창)</span>
      </a>
    </footer>
  );
}
