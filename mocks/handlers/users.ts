import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  checkDisplayNameAvailability,
  getOwnProfile,
  postProfileImage,
  signOut,
  updateAccountSettings,
  updateOwnProfile,
  displayNameError,
  DisplayNameCheckQuerySchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileUpdateRequestSchema,
  SettingsUpdateRequestSchema,
  type ErrorBody,
  type UserProfile,
  accountMessages,
  commonMessages,
  normalizeDisplayName,
  uploadMessages,
} from '@gameshelf/contracts';
import { fixtureProfiles, settingsOf, takenDisplayNames, uploadedProfileImageUrl } from '../fixtures/profiles.ts';
import { handle } from './endpoint.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const errorBody = (message: string, field?: string): ErrorBody => (field ? { message, field } : { message });
const fail = (message: string, status: number, field?: string): HttpResponse<ErrorBody> => json(errorBody(message, field), status);
const serverError = () => fail(commonMessages.internalError, 500);
const unauthorized = () => fail(accountMessages.loginRequired, 401);
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');

const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

const isTaken = (displayName: string) => (takenDisplayNames as readonly string[]).includes(normalizeDisplayName(displayName));

const displayNameTaken = () => fail(accountMessages.displayNameTaken, 400, 'displayName');

/** The own profile: the given profile, for a request with a bearer token. */
function getProfile(profile: UserProfile): HttpHandler {
  return handle(getOwnProfile, ({ request }) => (hasBearer(request) ? json(profile) : unauthorized()));
}

/**
 * The profile save: validates the body with the contract, refuses the taken nicknames
 * (400 with field displayName) and answers the updated profile. Stateless: `base` is the profile before.
 */
function putProfile(base: UserProfile = fixtureProfiles.complete): HttpHandler {
  return handle(updateOwnProfile, async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = ProfileUpdateRequestSchema.safeParse(await request.json());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(issue?.message ?? commonMessages.invalidRequest, 400, issue?.path[0]?.toString());
    }
    const body = parsed.data;
    if (isTaken(body.displayName)) return displayNameTaken();
    return json({
      ...base,
      displayName: body.displayName,
      bio: body.bio,
      profileCompleted: body.profileCompleted ?? base.profileCompleted,
      profileImageUrl: body.profileImageUrl === undefined ? base.profileImageUrl : body.profileImageUrl,
    });
  });
}

/** The nickname check: the contract's rule first, then the taken list. */
function checkDisplayName({ allTaken = false }: { allTaken?: boolean } = {}): HttpHandler {
  return handle(checkDisplayNameAvailability, ({ request }) => {
    const { displayName } = DisplayNameCheckQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams.entries()));
    const ruleError = displayNameError(displayName);
    if (ruleError) return json({ available: false, message: ruleError });
    if (allTaken || isTaken(displayName)) return json({ available: false, message: accountMessages.displayNameTaken });
    return json({ available: true });
  });
}

/** The profile photo upload: multipart field `file`, image types up to 5 MB. */
const uploadImage = handle(postProfileImage, async ({ request }) => {
  if (!hasBearer(request)) return unauthorized();
  const file = (await request.formData()).get('file');
  if (!(file instanceof File)) return fail(uploadMessages.imageMissing, 400, 'file');
  if (!file.type.startsWith('image/')) return fail(uploadMessages.imageTypeOnly, 400, 'file');
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return fail(uploadMessages.imageTooLarge, 400, 'file');
  return json({ imageUrl: uploadedProfileImageUrl });
});

/** The settings change: one or both switches; answers both values after the change. */
function patchSettings(base: UserProfile = fixtureProfiles.complete): HttpHandler {
  return handle(updateAccountSettings, async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = SettingsUpdateRequestSchema.safeParse(await request.json());
    if (!parsed.success) return fail(accountMessages.settingsEmpty, 400);
    return json({ ...settingsOf(base), ...parsed.data });
  });
}

/**
 * Handler groups for the user endpoints, one key per endpoint family so a story swaps one at a time:
 * `parameters: { msw: { handlers: { profile: usersHandlers.profileFails } } }`.
 */
/** The sign-out: '로그아웃되었습니다.' for a request with a bearer token, else 401. */
const logoutOk = [handle(signOut, ({ request }) => (hasBearer(request) ? json({ message: accountMessages.loggedOut }) : unauthorized()))];

export const usersHandlers = {
  // getOwnProfile and updateOwnProfile.
  /** Loads the complete fixture profile; saves answer the updated profile (taken nicknames get a 400). */
  profileOk: [getProfile(fixtureProfiles.complete), putProfile()],
  /** Loads a profile without photo or bio. */
  profileNoPhoto: [getProfile(fixtureProfiles.noPhoto), putProfile(fixtureProfiles.noPhoto)],
  /** Loading never finishes. */
  profileLoading: [handle(getOwnProfile, never), putProfile()],
  /** Loading and saving both fail with 500. */
  profileFails: [handle(getOwnProfile, serverError), handle(updateOwnProfile, serverError)],
  /** Loads, but saving fails with 500. */
  profileSaveFails: [getProfile(fixtureProfiles.complete), handle(updateOwnProfile, serverError)],
  /** Loads, but every save is refused as a duplicate nickname (400, field displayName). */
  profileDuplicate: [getProfile(fixtureProfiles.complete), handle(updateOwnProfile, displayNameTaken)],
  /** The first save is refused as a duplicate nickname, later ones succeed (the random-nickname retry). */
  profileDuplicateOnce: [getProfile(fixtureProfiles.complete), handle(updateOwnProfile, displayNameTaken, { once: true }), putProfile()],

  // checkDisplayNameAvailability.
  /** Available unless it breaks the rule or is one of `takenDisplayNames`. */
  displayNameAvailable: [checkDisplayName()],
  /** Every nickname that passes the rule is taken. */
  displayNameTaken: [checkDisplayName({ allTaken: true })],
  /** The check never answers. */
  displayNameChecking: [handle(checkDisplayNameAvailability, never)],

  // postProfileImage.
  uploadOk: [uploadImage],
  uploadFails: [handle(postProfileImage, serverError)],

  // updateAccountSettings.
  settingsOk: [patchSettings()],
  settingsFails: [handle(updateAccountSettings, serverError)],

  // signOut.
  logoutOk,
  /** The server fails with 500 every time. */
  logoutFails: [handle(signOut, serverError)],
  /** The first logout fails with 500, the next one works (a retry). */
  logoutFailsOnce: [handle(signOut, serverError, { once: true }), ...logoutOk],
  /** The session is already over on the server: 401 (the client then tries a refresh). */
  logoutUnauthorized: [handle(signOut, () => unauthorized())],
} satisfies Record<string, HttpHandler[]>;

/** The own profile answering `profile` (a story's own variant), under the key `profile`. */
export const ownProfileHandlersFor = (profile: UserProfile): HttpHandler[] => [getProfile(profile), putProfile(profile)];

/** The default user handlers, keyed the way stories override them. */
export const usersHandlerGroups = {
  profile: usersHandlers.profileOk,
  displayNameCheck: usersHandlers.displayNameAvailable,
  profileImage: usersHandlers.uploadOk,
  settings: usersHandlers.settingsOk,
  logout: usersHandlers.logoutOk,
} satisfies Record<string, HttpHandler[]>;
