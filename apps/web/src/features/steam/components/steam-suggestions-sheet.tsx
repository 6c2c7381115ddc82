import { Gamepad2, SearchSlash } from 'lucide-react';
import { type MatchConfidenceLevel, type MatchSuggestion, type SteamLibraryGame } from '@gameshelf/contracts';
import { BottomSheet, Button, cn, EmptyState, LoadingState } from '@gameshelf/ui';
import { useSteamSuggestions } from '../api/get-steam-suggestions.ts';
import { useMapSteamGame } from '../api/map-steam-game.ts';
import { SteamErrorBoundary } from './steam-error-boundary.tsx';

/** A suggestion's confidence (spec 3 §3: high at 0.8 or more, medium at 0.5 or more, else low). */
export const CONFIDENCE_LABELS: Record<MatchConfidenceLevel, string> = { high: '높음', medium: '보통', low: '낮음' };
/** The confidence as a small pill: filled when high, outlined in the brand colour when medium, quiet when low. */
const CONFIDENCE_CLASSES: Record<MatchConfidenceLevel, string> = {
  high: 'border-transparent bg-primary text-primary-foreground',
  medium: 'border-primary/40 bg-background text-primary',
  low: 'border-border bg-background text-muted-foreground',
};

export interface SteamSuggestionsSheetProps {
  /** The library game to find; the sheet keeps the last one while it slides out. */
  game: SteamLibraryGame | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * '게임 찾기': the catalog games that may be this Steam game, best first, each with its confidence;
 * choosing one links it by hand (kept by later syncs). Failures show the mapping error.
 */
export function SteamSuggestionsSheet({ game, open, onOpenChange }: SteamSuggestionsSheetProps) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="게임 정보 찾기"
      description={game ? `Steam 게임 ‘${game.steamName}’에 맞는 게임을 골라주세요.` : undefined}
    >
      {game && (
        <SteamErrorBoundary key={game.id} context="mapping">
          <SuggestionList game={game} onMapped={() => onOpenChange(false)} />
        </SteamErrorBoundary>
      )}
    </BottomSheet>
  );
}

function SuggestionList({ game, onMapped }: { game: SteamLibraryGame; onMapped: () => void }) {
  const suggestions = useSteamSuggestions(game.id);
  const map = useMapSteamGame(onMapped);

  if (suggestions.isPending) return <LoadingState label="비슷한 게임을 찾는 중..." />;
  // Errors are thrown to the boundary (throwOnError); this is what remains.
  if (!suggestions.data?.length) {
    return (
      <EmptyState
        icon={<SearchSlash aria-hidden />}
        title="비슷한 게임을 찾지 못했어요"
        description="게임셸프에 아직 없는 게임일 수 있어요. 게임 정보가 추가되면 자동으로 연결해 드릴게요."
      />
    );
  }
  return (
    <ul aria-label="추천 게임" aria-busy={map.isPending} className="flex flex-col divide-y divide-border">
      {suggestions.data.map((suggestion) => (
        <SuggestionItem
          key={suggestion.id}
          suggestion={suggestion}
          current={game.igdbGame?.id === suggestion.id}
          disabled={map.isPending}
          onChoose={() => map.mutate({ steamGameId: game.id, gameId: suggestion.id })}
        />
      ))}
    </ul>
  );
}

function SuggestionItem({
  suggestion,
  current,
  disabled,
  onChoose,
}: {
  suggestion: MatchSuggestion;
  current: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const year = suggestion.firstReleaseDate?.slice(0, 4);
  return (
    <li className="flex items-center gap-3 py-2.5" data-slot="steam-suggestion" data-confidence={suggestion.confidenceLevel}>
      <span className="flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
        {suggestion.coverImageUrl ? (
          <img src={suggestion.coverImageUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <Gamepad2 aria-hidden className="size-5 text-muted-foreground" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 text-[15px] leading-snug font-semibold">{suggestion.displayName}</span>
        {(suggestion.name !== suggestion.displayName || year) && (
          <span className="truncate text-xs text-muted-foreground">
            {[suggestion.name !== suggestion.displayName ? suggestion.name : null, year ? `${year}년` : null].filter(Boolean).join(' · ')}
          </span>
        )}
        <span
          data-slot="steam-suggestion-confidence"
          className={cn(
            'inline-flex h-6 items-center self-start rounded-pill border px-2 text-xs font-medium whitespace-nowrap',
            CONFIDENCE_CLASSES[suggestion.confidenceLevel],
          )}
        >
          일치도 {CONFIDENCE_LABELS[suggestion.confidenceLevel]}
        </span>
      </span>
      {current ? (
        <span className="shrink-0 text-xs font-medium text-muted-foreground">현재 연결됨</span>
      ) : (
        <Button size="sm" disabled={disabled} aria-label={`${suggestion.displayName} 선택`} onClick={onChoose}>
          선택
        </Button>
      )}
    </li>
  );
}
