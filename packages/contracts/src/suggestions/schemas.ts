import '../zod-config.ts';
import { z } from 'zod';
import { suggestionMessages } from './messages.ts';
import { koreanTitleError, SUGGESTION_FIELDS, SUGGESTION_STATUSES, suggestionError } from './values.ts';
import { pageSchema } from '../common/schemas.ts';
import { visibleText } from '../common/values.ts';

/** `suggestGameInfo`: trimmed, 5-200 characters. */
export const InfoSuggestionRequestSchema = z
  .object({
    suggestionText: z
      .string({ error: suggestionMessages.required })
      .transform(visibleText)
      .superRefine((value, ctx) => {
        const problem = suggestionError(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** Optional: the field the suggestion proposes a value for ('nameKo': the game's Korean title). */
    field: z.enum(SUGGESTION_FIELDS).optional(),
    value: z
      .string()
      .transform((value) => value.trim())
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.field === undefined) {
      if (body.value !== undefined) ctx.addIssue({ code: 'custom', path: ['field'], message: suggestionMessages.valueWithoutField });
      return;
    }
    const problem = koreanTitleError(body.value ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type InfoSuggestionRequest = z.input<typeof InfoSuggestionRequestSchema>;

/** One of the caller's suggestions for a game. */
export const InfoSuggestionSchema = z.object({
  id: z.number().int(),
  suggestionText: z.string(),
  field: z.enum(SUGGESTION_FIELDS).nullable(),
  value: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
});
export type InfoSuggestion = z.infer<typeof InfoSuggestionSchema>;
export const InfoSuggestionListSchema = z.array(InfoSuggestionSchema);

/** A suggestion as operators review it, with its game and author. */
export const AdminInfoSuggestionSchema = InfoSuggestionSchema.extend({
  gameId: z.number().int(),
  gameName: z.string(),
  gameNameKo: z.string().nullable(),
  userId: z.number().int(),
  username: z.string(),
});
export type AdminInfoSuggestion = z.infer<typeof AdminInfoSuggestionSchema>;
export const AdminInfoSuggestionPageSchema = pageSchema(AdminInfoSuggestionSchema);
export type AdminInfoSuggestionPage = z.infer<typeof AdminInfoSuggestionPageSchema>;

/** `listInfoSuggestionsForReview`: newest first, optionally of one status. */
export const AdminInfoSuggestionQuerySchema = z.object({
  status: z.enum(SUGGESTION_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
