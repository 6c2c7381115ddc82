import { describe, expect, it } from 'vitest';
import { collectionMessages } from '@gameshelf/contracts';
import { formatPriceInput, toUpdate, validate, withStatus, type CollectedGameForm } from './collected-game-form.ts';

const form: CollectedGameForm = {
  playStatus: 'PLAYING',
  playtimeHours: '12',
  completionPercentage: 45,
  purchasePrice: '64,800',
  purchaseDate: '2026-11-20',
  purchasePlatformId: '130',
  purchaseStore: ' eShop ',
  personalNotes: '',
};

describe('collected game form', () => {
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

  it('checks playtime, a future or too early date, store and memo length', () => {
    expect(validate(form, '2026-11-24')).toEqual({});
    expect(validate({ ...form, playtimeHours: '10000' }, '2026-11-24').playtimeHours).toBe(collectionMessages.playtimeInvalid);
    expect(validate({ ...form, playtimeHours: '1.5' }, '2026-11-24').playtimeHours).toBe(collectionMessages.playtimeInvalid);
    expect(validate({ ...form, purchaseDate: '2026-11-25' }, '2026-11-24').purchaseDate).toBe(collectionMessages.purchaseDateFuture);
    expect(validate({ ...form, purchaseDate: '0001-01-01' }, '2026-11-24').purchaseDate).toBe(collectionMessages.purchaseDateTooEarly);
    expect(validate({ ...form, personalNotes: '가'.repeat(21) }, '2026-11-24').personalNotes).toBe(collectionMessages.notesTooLong);
  });

  it('sends numbers as numbers and empty fields as null', () => {
    expect(toUpdate(form)).toEqual({
      playStatus: 'PLAYING',
      playtimeHours: 12,
      completionPercentage: 45,
      purchasePrice: 64800,
      purchaseDate: '2026-11-20',
      purchasePlatformId: 130,
      purchaseStore: 'eShop',
      personalNotes: null,
    });
    expect(toUpdate({ ...form, purchasePrice: '', purchasePlatformId: '', purchaseDate: '' })).toMatchObject({
      purchasePrice: null,
      purchasePlatformId: null,
      purchaseDate: null,
    });
  });
});
