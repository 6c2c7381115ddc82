import { z } from 'zod';
import {
  applyPlayStatusRules,
  CollectedGameUpdateSchema,
  PlayStatusSchema,
  purchaseDateProblem,
  type CollectedGameUpdate,
  type CollectionGame,
  type PlayStatus,
} from '@gameshelf/contracts';
import { koreanToday } from '../../../lib/korean-date.ts';
import { formatPriceInput } from '../../../lib/price-input.ts';

/** The edit form's values as typed: playtime and price as text (the price with thousands commas), '' for no date. */
const CollectedGameFormValuesSchema = z.object({
  playStatus: PlayStatusSchema,
  playtimeHours: z.string(),
  completionPercentage: z.number(),
  purchasePrice: z.string(),
  purchaseDate: z.string(),
  purchasePlatformId: z.number().nullable(),
  purchaseStore: z.string(),
  personalNotes: z.string(),
});
export type CollectedGameForm = z.input<typeof CollectedGameFormValuesSchema>;

const digits = (text: string) => text.replace(/\D/g, '');

export function toForm(entry: CollectionGame): CollectedGameForm {
  return {
    playStatus: entry.playStatus,
    playtimeHours: String(entry.playtimeHours),
    completionPercentage: entry.completionPercentage,
    purchasePrice: entry.purchasePrice === null ? '' : formatPriceInput(String(entry.purchasePrice)),
    purchaseDate: entry.purchaseDate ?? '',
    purchasePlatformId: entry.purchasePlatformId,
    purchaseStore: entry.purchaseStore ?? '',
    personalNotes: entry.personalNotes ?? '',
  };
}

/** A new status with the spec's rules (BACKLOG: no playtime or progress; COMPLETED: 100 %). */
export function withStatus(form: CollectedGameForm, playStatus: PlayStatus): CollectedGameForm {
  const ruled = applyPlayStatusRules({
    playStatus,
    playtimeHours: Number(form.playtimeHours) || 0,
    completionPercentage: form.completionPercentage,
  });
  return { ...form, playStatus, playtimeHours: String(ruled.playtimeHours), completionPercentage: ruled.completionPercentage };
}

/**
 * The update as the API takes it: numbers as numbers, empty optional fields as null. An empty playtime
 * is no number (not 0), so the contract refuses it as it refuses any playtime that is not one.
 */
export function toUpdate(form: CollectedGameForm): CollectedGameUpdate {
  const price = digits(form.purchasePrice);
  return {
    playStatus: form.playStatus,
    playtimeHours: form.playtimeHours.trim() === '' ? Number.NaN : Number(form.playtimeHours),
    completionPercentage: form.completionPercentage,
    purchasePrice: price === '' ? null : Number(price),
    purchaseDate: form.purchaseDate || null,
    purchasePlatformId: form.purchasePlatformId,
    purchaseStore: form.purchaseStore.trim() || null,
    personalNotes: form.personalNotes.trim() || null,
  };
}

/**
 * The form's rules: the contract's `CollectedGameUpdateSchema` on the converted values (its messages at
 * the form's field names), and the contract's purchase-date rule against today in Korea, which the server
 * asks on save with its own clock. The date is checked even when another field is already refused.
 */
export const CollectedGameFormSchema = CollectedGameFormValuesSchema.transform(toUpdate)
  .pipe(CollectedGameUpdateSchema)
  .superRefine(
    ({ purchaseDate }, ctx) => {
      const problem = purchaseDate ? purchaseDateProblem(purchaseDate, koreanToday()) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['purchaseDate'], message: problem });
    },
    { when: () => true },
  );
