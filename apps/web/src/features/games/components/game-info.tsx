import { useState, type ReactNode } from 'react';
import { gameDisplayName, type Game, formatCount } from '@gameshelf/contracts';
import { Badge, formatDate, formatPlaytime, formatScore, LanguageBadge, StarRating } from '@gameshelf/ui';
import { Gamepad2 } from 'lucide-react';
import {
  gameCoverUrl,
  gameGenreLabels,
  gameKoreanBadge,
  gameOriginalName,
  gamePlatformNames,
  gameTypeLabel,
} from '../../../entities/catalog/game-view.ts';
import { cardCover } from '../../../entities/catalog/thumbnail-cover.ts';
import { GameScreenshots } from './game-screenshots.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

const PLAYTIME_ROWS = [
  { key: 'hastilyHours', label: '빠르게 클리어' },
  { key: 'normallyHours', label: '보통 플레이' },
  { key: 'completelyHours', label: '완벽하게 플레이' },
] as const;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The cover's width in the layout (`w-32`), for the browser's pick among its sizes. */
const COVER_SIZES = '128px';

function Cover({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const { coverUrl: src, coverSrcSet, coverSizes } = cardCover(url, COVER_SIZES);
  return (
    <div className="aspect-[3/4] w-32 shrink-0 overflow-hidden rounded-lg bg-muted shadow-sm">
      {url && src && failed !== url ? (
        <img src={src} srcSet={coverSrcSet} sizes={coverSizes} alt="" className="size-full object-cover" onError={() => setFailed(url)} />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
          <Gamepad2 aria-hidden className="size-8" />
          <span className="text-xs">이미지 없음</span>
        </div>
      )}
    </div>
  );
}

export interface GameInfoProps {
  game: Game;
  /** The page's actions (wishlist, suggestion), shown under the title block. */
  actions?: ReactNode;
}

/** The info view of a game (spec 1 §2-3): everything the catalogue knows about it. */
export function GameInfo({ game, actions }: GameInfoProps) {
  const displayName = gameDisplayName(game);
  const originalName = gameOriginalName(game);
  const genres = gameGenreLabels(game);
  const platforms = gamePlatformNames(game);
  const summary = game.summaryKo ?? game.summary;
  const koreanBadge = gameKoreanBadge(game);
  const typeLabel = gameTypeLabel(game);
  const playtimes = PLAYTIME_ROWS.flatMap(({ key, label }) => {
    const hours = game[key];
    return hours === null ? [] : [{ key, label, value: formatPlaytime(hours) }];
  });

  return (
    <div className="flex flex-col gap-6 px-gutter py-5">
      <div className="flex gap-4">
        <Cover url={gameCoverUrl(game)} />
        <div className="flex min-w-0 flex-col gap-1.5">
          {/* The page heading is the back header's title; this is its visual echo. */}
          <p aria-hidden className="text-xl leading-snug font-bold">
            {displayName}
          </p>
          {originalName && <p className="text-sm text-muted-foreground">{originalName}</p>}
          {(typeLabel || koreanBadge) && (
            <div className="flex flex-wrap gap-1.5">
              {typeLabel && (
                <Badge data-slot="game-type-badge" variant="neutral">
                  {typeLabel}
                </Badge>
              )}
              {koreanBadge && <LanguageBadge data-slot="korean-support-badge" {...koreanBadge} />}
            </div>
          )}
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">출시일</dt>
            <dd className="tabular-nums">{game.firstReleaseDate ? formatDate(game.firstReleaseDate) : '미정'}</dd>
            {platforms.length > 0 && (
              <>
                <dt className="text-muted-foreground">플랫폼</dt>
                <dd>{platforms.join(', ')}</dd>
              </>
            )}
            {genres.length > 0 && (
              <>
                <dt className="text-muted-foreground">장르</dt>
                <dd>{genres.join(', ')}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {actions}

      {/* The parts below the cover hydrate in tasks of their own (lib/hydrate-later.tsx). */}
      <HydrateLater>
        <Section title="평점" id="game-ratings-heading">
          <dl className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1 rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">외부 평점</dt>
              <dd className="flex items-baseline gap-1">
                {game.totalRating !== null ? (
                  <>
                    <span className="text-2xl font-bold text-primary tabular-nums">{formatScore(game.totalRating)}</span>
                    <span className="text-sm text-muted-foreground">/ 100</span>
                    {/* The IGDB dump carries scores without counts: no count is shown where none is known. */}
                    {game.totalRatingCount > 0 && (
                      <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                        {formatCount(game.totalRatingCount)}개 평가
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-sm text-muted-foreground">평가 정보 없음</span>
                )}
              </dd>
            </div>
            <div className="flex flex-col gap-1 rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">유저 평점</dt>
              <dd className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                {game.userRatingCount > 0 ? (
                  <>
                    <StarRating value={game.userRatingAvg} size="md" />
                    <span className="text-sm font-semibold tabular-nums">{game.userRatingAvg.toFixed(1)}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">({formatCount(game.userRatingCount)}명)</span>
                  </>
                ) : (
                  <span className="text-sm text-muted-foreground">아직 평가가 없습니다.</span>
                )}
              </dd>
            </div>
          </dl>
        </Section>
      </HydrateLater>

      {playtimes.length > 0 && (
        <Section title="플레이 타임" id="game-playtime-heading">
          <dl className="grid grid-cols-3 gap-2 text-center">
            {playtimes.map((row) => (
              <div key={row.key} className="flex flex-col gap-1 rounded-lg border border-border p-3">
                <dt className="text-xs text-muted-foreground">{row.label}</dt>
                <dd className="text-base font-semibold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      {summary && (
        <Section title="소개" id="game-summary-heading">
          <p className="text-sm leading-relaxed whitespace-pre-line">{summary}</p>
        </Section>
      )}

      {game.screenshotUrls.length > 0 && (
        <HydrateLater>
          <GameScreenshots gameName={displayName} urls={game.screenshotUrls} />
        </HydrateLater>
      )}
    </div>
  );
}
