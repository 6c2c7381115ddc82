import { KOREAN_SUPPORT_CREDIT } from '@gameshelf/contracts';
import { cn } from '@gameshelf/ui';
import { IGDB_URL } from '../../../config/paths.ts';

export interface IgdbCreditProps {
  className?: string;
  /** Adds the Korean-support data credit under IGDB's, for a page that shows that data. */
  koreanSupportCredit?: boolean;
}

/** IGDB's terms ask for a credit wherever its game data is shown; the Korean-support source is credited beside it. */
export function IgdbCredit({ className, koreanSupportCredit = false }: IgdbCreditProps) {
  return (
    <footer className={cn('px-gutter py-6 text-center text-xs text-muted-foreground', className)}>
      <p>
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
      </p>
      {koreanSupportCredit && <p className="mt-1 text-balance">{KOREAN_SUPPORT_CREDIT}</p>}
    </footer>
  );
}
