import { AlertTriangle, KeyRound, Link2Off, RefreshCcw, RotateCw, WifiOff } from 'lucide-react';
import { commonMessages } from '@gameshelf/contracts';
import { Button, UiLink, buttonVariants, cn } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { STEAM_ERROR_TITLES, steamBoundaryMessage, steamErrorCategory, type SteamErrorCategory } from '../lib/steam-error-categories.ts';
import type { SteamErrorContext } from '../lib/steam-errors.ts';

const ICONS: Record<SteamErrorCategory, typeof AlertTriangle> = {
  auth: KeyRound,
  connection: WifiOff,
  mapping: Link2Off,
  unknown: AlertTriangle,
};

export interface SteamErrorFallbackProps {
  error: unknown;
  context?: SteamErrorContext;
  onRetry: () => void;
  className?: string;
}

/** What the boundary shows: the category's heading and message, retry and reload; auth adds the way to my page. */
export function SteamErrorFallback({ error, context = 'library', onRetry, className }: SteamErrorFallbackProps) {
  const category = steamErrorCategory(error, context);
  const Icon = ICONS[category];
  return (
    <div
      role="alert"
      data-slot="steam-error"
      data-category={category}
      // Less room inside the suggestions sheet (the mapping context).
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 text-center',
        context === 'mapping' ? 'py-6' : 'py-12',
        className,
      )}
    >
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
        <Icon className="size-7" />
      </div>
      <p className="text-base font-semibold">{STEAM_ERROR_TITLES[category]}</p>
      <p className="text-sm text-muted-foreground">{steamBoundaryMessage(error, category)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden />
          {commonMessages.retry}
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCcw aria-hidden />
          새로고침
        </Button>
      </div>
      {category === 'auth' && (
        <UiLink href={paths.myPage} className={buttonVariants({ variant: 'ghost', tone: 'primary' })}>
          마이페이지로 가기
        </UiLink>
      )}
    </div>
  );
}
