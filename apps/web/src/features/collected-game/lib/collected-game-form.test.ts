import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionMessages } from '@gameshelf/contracts';
import { CollectedGameFormSchema, toUpdate, withStatus, type CollectedGameForm } from './collected-game-form.ts';
import { formatPriceInput } from '../../../lib/price-input.ts';

const form: CollectedGameForm = {
  playStatus: 'PLAYING',
  playtimeHours: '12',
  completionPercentage: 45,
  purchasePrice: '64,800',
  purchaseDate: '2026-11-20',
  purchasePlatformId: 130,
  purchaseStore: ' eShop ',
  personalNotes: '',
};

/** The first message for each field, as the form shows it. */
const problems = (values: CollectedGameForm) =>
  Object.fromEntries(
    (CollectedGameFormSchema.safeParse(values).error?.issues ?? []).reverse().map((issue) => [issue.path[0], issue.message]),
  );

describe('collected game form', () => {
  beforeEach(() => {
    // 2026-11-24 in Korea.
    vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('groups the price by thousands as typed, digits only', () => {
    expect(formatPriceInput('64800')).toBe('64,800');
    expect(formatPriceInput('1,2345원')).toBe('12,345');
    expect(formatPriceInput('000')).toBe('0');
    expect(formatPriceInput('')).toBe('');
  });

  it('applies the play-status rules when the status changes', () => {
    expect(withStatus(form, 'BACKLOG')).toMatchObject({ playtimeHours: '0', completionPercentage: 0 });
    expect(withStatus(form, 'COMPLETED')).toMatchObject({ playtimeHours: '12', completionPercentage: 100 });
    expect(withStatus(form, 'PLAYING')).toMatchObject({ playtimeHours: '12', completionPercentage: 45 });
  });

  it('checks playtime, a future or too early date, store and memo length with the contract, at the fields', () => {
    expect(problems(form)).toEqual({});
    expect(problems({ ...form, playtimeHours: '10000' })).toEqual({ playtimeHours: collectionMessages.playtimeInvalid });
    expect(problems({ ...form, playtimeHours: '1.5' })).toEqual({ playtimeHours: collectionMessages.playtimeInvalid });
    expect(problems({ ...form, playtimeHours: '' })).toEqual({ playtimeHours: collectionMessages.playtimeInvalid });
    expect(problems({ ...form, purchaseDate: '2026-11-25' })).toEqual({ purchaseDate: collectionMessages.purchaseDateFuture });
    expect(problems({ ...form, purchaseDate: '0001-01-01' })).toEqual({ purchaseDate: collectionMessages.purchaseDateTooEarly });
    expect(problems({ ...form, purchaseStore: '가'.repeat(51) })).toEqual({ purchaseStore: collectionMessages.storeTooLong });
    expect(problems({ ...form, personalNotes: '가'.repeat(21) })).toEqual({ personalNotes: collectionMessages.notesTooLong });
    expect(problems({ ...form, purchasePrice: '100,000,001' })).toEqual({ purchasePrice: collectionMessages.priceInvalid });
  });

  it('says what is wrong with the date even when the playtime is refused too', () => {
    expect(problems({ ...form, playtimeHours: '', purchaseDate: '2026-11-25' })).toEqual({
      playtimeHours: collectionMessages.playtimeInvalid,
      purchaseDate: collectionMessages.purchaseDateFuture,
    });
  });

  it('sends numbers as numbers and empty fields as null', () => {
    expect(CollectedGameFormSchema.parse(form)).toEqual({
      playStatus: 'PLAYING',
      playtimeHours: 12,
      completionPercentage: 45,
      purchasePrice: 64800,
      purchaseDate: '2026-11-20',
      purchasePlatformId: 130,
      purchaseStore: 'eShop',
      personalNotes: null,
    });
    expect(toUpdate({ ...form, purchasePrice: '', purchasePlatformId: null, purchaseDate: '' })).toMatchObject({
      purchasePrice: null,
      purchasePlatformId: null,
      purchaseDate: null,
    });
  });
});
