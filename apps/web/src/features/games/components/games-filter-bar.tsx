import { useMemo, useState } from 'react';
import { KEYWORD_MAX_LENGTH, PLATFORM_CODES, PLATFORM_LABELS, type PlatformCode } from '@gameshelf/contracts';
import { Button, Chip, ChipGroup, SearchInput } from '@gameshelf/ui';
import { RotateCcw } from 'lucide-react';
import { useGenres } from '../../../entities/catalog/genres.ts';
import { hasActiveFilters, normalizeKeyword, type GameListState } from '../lib/list-params.ts';

const platformOptions = PLATFORM_CODES.map((code) => ({ value: code, label: PLATFORM_LABELS[code] }));

export interface GamesFilterBarProps {
  state: GameListState;
  onChange: (patch: Partial<GameListState>) => void;
  onReset: () => void;
  /** Changes whenever filters are reset, to clear the (uncontrolled) search box. */
  resetVersion: number;
}

/** Search box, platform and genre chips, and '필터 초기화' (spec 1 §2). */
export function GamesFilterBar({ state, onChange, onReset, resetVersion }: GamesFilterBarProps) {
  const genres = useGenres();
  // The search box is uncontrolled while typing. When the URL's keyword changes to something other
  // than what was typed (back, forward, a link, '필터 초기화'), the box starts over from the URL.
  const [keywords, setKeywords] = useState({ url: state.keyword, typed: state.keyword });
  const [searchVersion, setSearchVersion] = useState(0);
  if (state.keyword !== keywords.url) {
    setKeywords({ url: state.keyword, typed: state.keyword });
    if (state.keyword !== keywords.typed) setSearchVersion((v) => v + 1);
  }
  const genreOptions = useMemo(
    () => (genres.data ?? []).map((genre) => ({ value: String(genre.id), label: genre.displayName })),
    [genres.data],
  );
  const ratingFilter =
    state.minRating !== undefined || state.maxRating !== undefined ? `평점 ${state.minRating ?? 0}~${state.maxRating ?? 100}` : null;

  return (
    <div role="search" aria-label="게임 검색 및 필터" className="flex flex-col gap-3 px-gutter pt-3">
      <SearchInput
        key={`${resetVersion}:${searchVersion}`}
        label="게임 검색"
        placeholder="게임 이름으로 검색"
        defaultValue={state.keyword ?? ''}
        maxLength={KEYWORD_MAX_LENGTH}
        onDebouncedChange={(value) => {
          const keyword = normalizeKeyword(value);
          setKeywords((current) => ({ ...current, typed: keyword }));
          onChange({ keyword });
        }}
      />
      <ChipGroup
        label="플랫폼"
        options={platformOptions}
        value={state.platformCodes}
        onChange={(next) => onChange({ platformCodes: next as PlatformCode[] })}
      />
      {genreOptions.length > 0 && (
        <ChipGroup
          label="장르"
          options={genreOptions}
          value={state.genreIds.map(String)}
          onChange={(next) => onChange({ genreIds: next.map(Number) })}
        />
      )}
      {(state.featured || ratingFilter) && (
        <div role="group" aria-label="적용된 추가 필터" className="flex flex-wrap gap-1.5">
          {state.featured && (
            <Chip selected onClick={() => onChange({ featured: false })}>
              추천 게임
            </Chip>
          )}
          {ratingFilter && (
            <Chip selected onClick={() => onChange({ minRating: undefined, maxRating: undefined })}>
              {ratingFilter}
            </Chip>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onReset} disabled={!hasActiveFilters(state)}>
          <RotateCcw aria-hidden />
          필터 초기화
        </Button>
      </div>
    </div>
  );
}
