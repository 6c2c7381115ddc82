import { z } from 'zod';
import { userMessages } from './user-messages.ts';

/** Spec 2 §5 and §9. */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;
export const BIO_MAX = 30;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** Korean letters (syllables and jamo), Latin letters, digits, underscore and whitespace. */
export const DISPLAY_NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_\s]+$/;
/** Random nickname: 'user-' plus 10 alphanumerics (spec 2 §5). */
export const RANDOM_NICKNAME_PREFIX = 'user-';
export const RANDOM_NICKNAME_PATTERN = /^user-[A-Za-z0-9]{10}$/;

/**
 * The nickname rule, checked in this order (spec 2 §5): required, 2-20 characters, allowed characters.
 * The random nickname contains '-', which the character rule would refuse; it is allowed as generated.
 * Counts are of characters (code points), so each Hangul syllable counts once.
 */
export const DisplayNameSchema = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const length = [...value].length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: userMessages.displayNameRequired });
    else if (length < DISPLAY_NAME_MIN) ctx.addIssue({ code: 'custom', message: userMessages.displayNameTooShort });
    else if (length > DISPLAY_NAME_MAX) ctx.addIssue({ code: 'custom', message: userMessages.displayNameTooLong });
    else if (!DISPLAY_NAME_PATTERN.test(value) && !RANDOM_NICKNAME_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: userMessages.displayNameCharacters });
  });

/** The first problem with a nickname, or null when it is valid (for live validation in forms). */
export function displayNameError(value: string): string | null {
  const result = DisplayNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? userMessages.displayNameRequired);
}

export const BioSchema = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => [...value].length <= BIO_MAX, { message: userMessages.bioTooLong });

/** Own profile (spec 2 §3 "User profile (own)"). Store links stay null until store linking exists. */
export const UserProfileSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  displayName: z.string().nullable(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  darkModeEnabled: z.boolean(),
  notificationEnabled: z.boolean(),
  profileCompleted: z.boolean(),
  role: z.enum(['user', 'admin']),
  steamId: z.string().nullable(),
  steamProfileUrl: z.string().nullable(),
  gogUserId: z.string().nullable(),
  gogUsername: z.string().nullable(),
  gogAvatarUrl: z.string().nullable(),
  gogLastSyncedAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * `PUT /api/users/profile` (spec 2 §7): profile setup sends bio '' and profileCompleted true.
 * profileImageUrl: a URL from the upload call, null to remove the photo, absent to keep it.
 */
export const ProfileUpdateRequestSchema = z.object({
  displayName: DisplayNameSchema,
  bio: BioSchema.default(''),
  profileCompleted: z.boolean().optional(),
  profileImageUrl: z.string().max(500).nullable().optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

export const DisplayNameCheckQuerySchema = z.object({ displayName: z.string().default('') });
export const DisplayNameCheckSchema = z.object({
  available: z.boolean(),
  /** Why it is not available (the rule it breaks, or taken); absent when available. */
  message: z.string().optional(),
});
export type DisplayNameCheck = z.infer<typeof DisplayNameCheckSchema>;

/** `PATCH /api/users/settings`: one or both switches. */
export const SettingsUpdateRequestSchema = z
  .object({
    darkModeEnabled: z.boolean().optional(),
    notificationEnabled: z.boolean().optional(),
  })
  .refine((value) => value.darkModeEnabled !== undefined || value.notificationEnabled !== undefined, {
    message: userMessages.settingsEmpty,
  });
export type SettingsUpdateRequest = z.infer<typeof SettingsUpdateRequestSchema>;

export const SettingsSchema = z.object({
  darkModeEnabled: z.boolean(),
  notificationEnabled: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const ProfileImageUploadSchema = z.object({ imageUrl: z.string() });
export type ProfileImageUpload = z.infer<typeof ProfileImageUploadSchema>;
