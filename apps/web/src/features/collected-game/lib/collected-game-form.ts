import {
  applyPlayStatusRules,
  charLength,
  PERSONAL_NOTES_MAX,
  PLAYTIME_HOURS_MAX,
  PURCHASE_STORE_MAX,
  collectionMessages,
  purchaseDateProblem,
  type CollectedGameUpdate,
  type CollectionGame,
  type PlayStatus,
} from '@gameshelf/contracts';

/** The edit form's values as typed: numbers as text (price with thousands commas). */
export interface CollectedGameForm {
  playStatus: PlayStatus;
  playtimeHours: string;
  completionPercentage: number;
  purchasePrice: string;
  purchaseDate: string;
  purchasePlatformId: string;
  purchaseStore: string;
  personalNotes: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** '64800' or '64,8' → '64,800' / '648': digits only, grouped by thousands as the user types (spec 2 §3). */
export function formatPriceInput(text: string): string {
  const value = digits(text).replace(/^0+(?=\d)/, '');
  return value.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function toForm(entry: CollectionGame): CollectedGameForm {
  return {
    playStatus: entry.playStatus,
    playtimeHours: String(entry.playtimeHours),
    completionPercentage: entry.completionPercentage,
    purchasePrice: entry.purchasePrice === null ? '' : formatPriceInput(String(entry.purchasePrice)),
    purchaseDate: entry.purchaseDate ?? '',
    purchasePlatformId: entry.purchasePlatformId === null ? '' : String(entry.purchasePlatformId),
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

export type FormErrors = Partial<Record<'playtimeHours' | 'purchaseDate' | 'purchaseStore' | 'personalNotes', string>>;

/** The rules of spec 2 §5 that the form can check itself (the server checks them again). */
export function validate(form: CollectedGameForm, today: string): FormErrors {
  const errors: FormErrors = {};
  const playtime = form.playtimeHours.trim();
  if (!/^\d{1,4}$/.test(playtime) || Number(playtime) > PLAYTIME_HOURS_MAX) errors.playtimeHours = collectionMessages.playtimeInvalid;
  const dateProblem = form.purchaseDate ? purchaseDateProblem(form.purchaseDate, today) : null;
  if (dateProblem) errors.purchaseDate = dateProblem;
  if (charLength(form.purchaseStore.trim()) > PURCHASE_STORE_MAX) errors.purchaseStore = collectionMessages.storeTooLong;
  if (charLength(form.personalNotes.trim()) > PERSONAL_NOTES_MAX) errors.personalNotes = collectionMessages.notesTooLong;
  return errors;
}

/** The update as the API takes it: numbers as numbers, empty optional fields as null. */
export function toUpdate(form: CollectedGameForm): CollectedGameUpdate {
  const price = digits(form.purchasePrice);
  return {
    playStatus: form.playStatus,
    playtimeHours: Number(form.playtimeHours) || 0,
    completionPercentage: form.completionPercentage,
    purchasePrice: price === '' ? null : Number(price),
    purchaseDate: form.purchaseDate || null,
    purchasePlatformId: form.purchasePlatformId === '' ? null : Number(form.purchasePlatformId),
    purchaseStore: form.purchaseStore.trim() || null,
    personalNotes: form.personalNotes.trim() || null,
  };
}
