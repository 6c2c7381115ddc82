/**
 * Maps a store library (Steam, GOG) to catalog games, shared by every store: store ids first (the
 * catalog's links from IGDB), then titles (match-decision.ts) for the rest. A whole library costs two
 * queries (the store ids, then every title key at once over the GIN index on game_search.match_keys),
 * so it can be re-run cheaply for unmatched items after catalog imports and syncs.
 */
import type { AppDb } from '../../db/database.ts';
import { createMatchCandidatesRepository, type MatchCandidate, type Store } from './match-candidates-repository.ts';
import { decideMatch, rankSuggestions, type Suggestion } from './match-decision.ts';
import { storeLookupKeys, storeTitleForms } from './title-key.ts';

export type StoreItem = { externalId: string; title: string };
export type MatchMethod = 'store_id' | 'title';
export type StoreMatch = { gameId: number | null; method: MatchMethod | null; confidence: number | null };
export type MatchOptions = {
  /** Use the catalog's store links (default). Off, titles alone decide: the evaluation measures them so. */
  useStoreIds?: boolean;
  /**
   * Map by title as for an appid the catalog does not link yet: an item's own store id is hidden, the
   * links of other ids still count (a candidate linked to another appid is less likely this one).
   * The evaluation's production-like run.
   */
  hideOwnStoreId?: boolean;
};

export type StoreMatcher = {
  /** One answer per distinct externalId of `items`. */
  match(store: Store, items: readonly StoreItem[], options?: MatchOptions): Promise<Map<string, StoreMatch>>;
  /** Catalog games a title may be, best first: its key candidates plus `extraCandidateIds` (e.g. search results). */
  suggest(title: string, extraCandidateIds: readonly number[], limit: number, store?: Store): Promise<Suggestion[]>;
};

export function createStoreMatcher(db: AppDb): StoreMatcher {
  const repository = createMatchCandidatesRepository(db);

  return {
    async match(store, items, options = {}) {
      const useStoreIds = options.useStoreIds ?? true;
      const hideOwn = useStoreIds && (options.hideOwnStoreId ?? false);
      const result = new Map<string, StoreMatch>();
      const byStoreId =
        useStoreIds && !hideOwn
          ? await repository.refsByExternalId(store, [...new Set(items.map((i) => i.externalId))])
          : new Map<string, number>();
      const rest: { item: StoreItem; keys: string[] }[] = [];
      for (const item of items) {
        if (result.has(item.externalId)) continue;
        const gameId = byStoreId.get(item.externalId);
        if (gameId !== undefined) {
          result.set(item.externalId, { gameId, method: 'store_id', confidence: 1 });
          continue;
        }
        result.set(item.externalId, { gameId: null, method: null, confidence: null });
        rest.push({ item, keys: storeLookupKeys(storeTitleForms(item.title)) });
      }
      const candidates = await repository.byKeys([...new Set(rest.flatMap((r) => r.keys))], store);
      // Which candidates each stored key reaches; a title's candidates are those of its lookup keys.
      const byKey = new Map<string, MatchCandidate[]>();
      for (const candidate of candidates) {
        // Without store ids, a candidate's links to other items of the store do not count either.
        const seen = useStoreIds ? candidate : { ...candidate, storeIds: [] };
        for (const key of candidate.matchKeys) {
          const list = byKey.get(key) ?? [];
          list.push(seen);
          byKey.set(key, list);
        }
      }
      for (const { item, keys } of rest) {
        const reached = [...new Map(keys.flatMap((key) => byKey.get(key) ?? []).map((c) => [c.gameId, c])).values()];
        const own = (c: MatchCandidate) => c.storeIds.includes(item.externalId);
        const decision = decideMatch(
          item.title,
          hideOwn ? reached.map((c) => (own(c) ? { ...c, storeIds: c.storeIds.filter((id) => id !== item.externalId) } : c)) : reached,
        );
        if (decision.gameId !== null)
          result.set(item.externalId, { gameId: decision.gameId, method: 'title', confidence: decision.confidence });
      }
      return result;
    },

    async suggest(title, extraCandidateIds, limit, store = 'steam') {
      const keys = storeLookupKeys(storeTitleForms(title));
      const [byKeys, byIds] = await Promise.all([repository.byKeys(keys, store), repository.byIds(extraCandidateIds, store)]);
      const candidates = [...new Map([...byKeys, ...byIds].map((c) => [c.gameId, c])).values()];
      return rankSuggestions(title, candidates).slice(0, Math.max(0, limit));
    },
  };
}
