import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListState, serializeListState, type GameListState } from './list-params.ts';

/**
 * The /games state read from and written to the URL (replace mode, so filter tweaks do not
 * pile up in history). A changed filter is a new query key, so the list restarts at page 0.
 */
export function useGameListState(): [GameListState, (patch: Partial<GameListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<GameListState>) => {
      setSearchParams((current) => serializeListState({ ...parseListState(current), ...patch }), { replace: true });
    },
    [setSearchParams],
  );
  return [state, update];
}
