import '../zod-config.ts';
import { z } from 'zod';
import { suggestionMessages } from './messages.ts';
import { SUGGESTION_STATUSES, suggestionError } from './values.ts';

/** `POST /api/games/{id}/info-suggestions`: trimmed, 5-200 characters. */
export const InfoSuggestionRequestSchema = z.object({
  suggestionText: z
    .string({ error: suggestionMessages.required })
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = suggestionError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type InfoSuggestionRequest = z.input<typeof InfoSuggestionRequestSchema>;

/** One of the caller's suggestions for a game. */
export const InfoSuggestionSchema = z.object({
  id: z.number().int(),
  suggestionText: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: z.string(),
});
export type InfoSuggestion = z.infer<typeof InfoSuggestionSchema>;
export const InfoSuggestionListSchema = z.array(InfoSuggestionSchema);
