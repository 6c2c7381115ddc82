import '../zod-config.ts';
import { z } from 'zod';
import { idNumber } from '../common/schemas.ts';
import { MATCH_CONFIDENCE_LEVELS } from './values.ts';

const id = idNumber();
const ids = z.array(id).max(10_000);

/** Answer of an action that reports success (spec 3 §7: disconnect answers success, message). */
export const SuccessMessageSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;

/** The catalog game a library item maps to (spec 3 §3). */
export const LinkedGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string().nullable(),
  displayName: z.string(),
  coverImageUrl: z.string().nullable(),
});
export type LinkedGame = z.infer<typeof LinkedGameSchema>;

/** One candidate game for a library item, best first. */
export const MatchSuggestionSchema = LinkedGameSchema.extend({
  firstReleaseDate: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  confidenceLevel: z.enum(MATCH_CONFIDENCE_LEVELS),
});
export type MatchSuggestion = z.infer<typeof MatchSuggestionSchema>;
export const MatchSuggestionListSchema = z.array(MatchSuggestionSchema);

/** `addSteamGameToCollection`, `addGogGameToCollection`. */
export const StoreAddToCollectionRequestSchema = z.object({ collectionId: id });
export type StoreAddToCollectionRequest = z.infer<typeof StoreAddToCollectionRequestSchema>;

/** `bulkAddSteamGames`, `bulkAddGogGames`: the given library games, or every mapped one when absent. */
export const StoreBulkAddRequestSchema = z.object({ collectionId: id, libraryGameIds: ids.min(1).optional() });
export type StoreBulkAddRequest = z.infer<typeof StoreBulkAddRequestSchema>;

export const StoreBulkAddResultSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.number().int(),
});
export type StoreBulkAddResult = z.infer<typeof StoreBulkAddResultSchema>;
