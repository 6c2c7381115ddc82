import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPaths,
  displayNameError,
  DisplayNameCheckQuerySchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileUpdateRequestSchema,
  SettingsUpdateRequestSchema,
  type DisplayNameCheck,
  type ErrorBody,
  type ProfileImageUpload,
  type Settings,
  type UserProfile,
  accountMessages,
  commonMessages,
  normalizeDisplayName,
  uploadMessages,
} from '@gameshelf/contracts';
import { fixtureProfiles, settingsOf, takenDisplayNames, uploadedProfileImageUrl } from '../fixtures/profiles.ts';

type ProfileResponse = UserProfile | ErrorBody;

/** Matches the API path on any origin (same-origin in a browser, absolute URLs in Node). */
const route = {
  profile: `*${apiPaths.profile}`,
  checkDisplayName: `*${apiPaths.checkDisplayName}`,
  settings: `*${apiPaths.settings}`,
  upload: `*${apiPaths.uploadProfileImage}`,
  logout: `*${apiPaths.logout}`,
} as const;

const errorBody = (message: string, field?: string): ErrorBody => (field ? { message, field } : { message });
const serverError = () => HttpResponse.json<ErrorBody>(errorBody(commonMessages.internalError), { status: 500 });
const unauthorized = () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.loginRequired), { status: 401 });
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');

const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

const isTaken = (displayName: string) => (takenDisplayNames as readonly string[]).includes(normalizeDisplayName(displayName));

const displayNameTaken = () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.displayNameTaken, 'displayName'), { status: 400 });

/** `GET /api/users/profile`: the given profile, for a request with a bearer token. */
function getProfile(profile: UserProfile): HttpHandler {
  return http.get<never, never, ProfileResponse>(route.profile, ({ request }) =>
    hasBearer(request) ? HttpResponse.json(profile) : unauthorized(),
  );
}

/**
 * `PUT /api/users/profile`: validates the body with the contract, refuses the taken nicknames
 * (400 with field displayName) and answers the updated profile. Stateless: `base` is the profile before.
 */
function putProfile(base: UserProfile = fixtureProfiles.complete): HttpHandler {
  return http.put<never, Record<string, unknown>, ProfileResponse>(route.profile, async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = ProfileUpdateRequestSchema.safeParse(await request.json());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return HttpResponse.json(errorBody(issue?.message ?? commonMessages.invalidRequest, issue?.path[0]?.toString()), {
        status: 400,
      });
    }
    const body = parsed.data;
    if (isTaken(body.displayName)) return displayNameTaken();
    return HttpResponse.json({
      ...base,
      displayName: body.displayName,
      bio: body.bio,
      profileCompleted: body.profileCompleted ?? base.profileCompleted,
      profileImageUrl: body.profileImageUrl === undefined ? base.profileImageUrl : body.profileImageUrl,
    });
  });
}

/** `GET /api/users/check-display-name`: the contract's rule first, then the taken list. */
function checkDisplayName({ allTaken = false }: { allTaken?: boolean } = {}): HttpHandler {
  return http.get<never, never, DisplayNameCheck>(route.checkDisplayName, ({ request }) => {
    const { displayName } = DisplayNameCheckQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams.entries()));
    const ruleError = displayNameError(displayName);
    if (ruleError) return HttpResponse.json({ available: false, message: ruleError });
    if (allTaken || isTaken(displayName)) {
      return HttpResponse.json({ available: false, message: accountMessages.displayNameTaken });
    }
    return HttpResponse.json({ available: true });
  });
}

/** `POST /api/upload/profile-image`: multipart field `file`, image types up to 5 MB. */
const uploadImage = http.post<never, FormData, ProfileImageUpload | ErrorBody>(route.upload, async ({ request }) => {
  if (!hasBearer(request)) return unauthorized();
  const file = (await request.formData()).get('file');
  if (!(file instanceof File)) return HttpResponse.json(errorBody(uploadMessages.imageMissing, 'file'), { status: 400 });
  if (!file.type.startsWith('image/')) {
    return HttpResponse.json(errorBody(uploadMessages.imageTypeOnly, 'file'), { status: 400 });
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return HttpResponse.json(errorBody(uploadMessages.imageTooLarge, 'file'), { status: 400 });
  }
  return HttpResponse.json({ imageUrl: uploadedProfileImageUrl });
});

/** `PATCH /api/users/settings`: one or both switches; answers both values after the change. */
function patchSettings(base: UserProfile = fixtureProfiles.complete): HttpHandler {
  return http.patch<never, Record<string, unknown>, Settings | ErrorBody>(route.settings, async ({ request }) => {
    if (!hasBearer(request)) return unauthorized();
    const parsed = SettingsUpdateRequestSchema.safeParse(await request.json());
    if (!parsed.success) return HttpResponse.json(errorBody(accountMessages.settingsEmpty), { status: 400 });
    return HttpResponse.json({ ...settingsOf(base), ...parsed.data });
  });
}

/**
 * Handler groups for the user endpoints, one key per endpoint family so a story swaps one at a time:
 * `parameters: { msw: { handlers: { profile: usersHandlers.profileFails } } }`.
 */
/** `POST /api/auth/logout`: '로그아웃되었습니다.' for a request with a bearer token, else 401. */
const logoutOk = [
  http.post(route.logout, ({ request }) =>
    hasBearer(request) ? HttpResponse.json({ message: accountMessages.loggedOut }) : unauthorized(),
  ),
];

export const usersHandlers = {
  // GET and PUT /api/users/profile.
  /** Loads the complete fixture profile; saves answer the updated profile (taken nicknames get a 400). */
  profileOk: [getProfile(fixtureProfiles.complete), putProfile()],
  /** Loads a profile without photo or bio. */
  profileNoPhoto: [getProfile(fixtureProfiles.noPhoto), putProfile(fixtureProfiles.noPhoto)],
  /** Loading never finishes. */
  profileLoading: [http.get(route.profile, never), putProfile()],
  /** Loading and saving both fail with 500. */
  profileFails: [http.get(route.profile, serverError), http.put(route.profile, serverError)],
  /** Loads, but saving fails with 500. */
  profileSaveFails: [getProfile(fixtureProfiles.complete), http.put(route.profile, serverError)],
  /** Loads, but every save is refused as a duplicate nickname (400, field displayName). */
  profileDuplicate: [getProfile(fixtureProfiles.complete), http.put(route.profile, displayNameTaken)],
  /** The first save is refused as a duplicate nickname, later ones succeed (the random-nickname retry). */
  profileDuplicateOnce: [getProfile(fixtureProfiles.complete), http.put(route.profile, displayNameTaken, { once: true }), putProfile()],

  // GET /api/users/check-display-name.
  /** Available unless it breaks the rule or is one of `takenDisplayNames`. */
  displayNameAvailable: [checkDisplayName()],
  /** Every nickname that passes the rule is taken. */
  displayNameTaken: [checkDisplayName({ allTaken: true })],
  /** The check never answers. */
  displayNameChecking: [http.get(route.checkDisplayName, never)],

  // POST /api/upload/profile-image.
  uploadOk: [uploadImage],
  uploadFails: [http.post(route.upload, serverError)],

  // PATCH /api/users/settings.
  settingsOk: [patchSettings()],
  settingsFails: [http.patch(route.settings, serverError)],

  // POST /api/auth/logout.
  logoutOk,
  /** The server fails with 500 every time. */
  logoutFails: [http.post(route.logout, serverError)],
  /** The first logout fails with 500, the next one works (a retry). */
  logoutFailsOnce: [http.post(route.logout, serverError, { once: true }), ...logoutOk],
  /** The session is already over on the server: 401 (the client then tries a refresh). */
  logoutUnauthorized: [http.post(route.logout, () => unauthorized())],
} satisfies Record<string, HttpHandler[]>;

/** The default user handlers, keyed the way stories override them. */
export const usersHandlerGroups = {
  profile: usersHandlers.profileOk,
  displayNameCheck: usersHandlers.displayNameAvailable,
  profileImage: usersHandlers.uploadOk,
  settings: usersHandlers.settingsOk,
  logout: usersHandlers.logoutOk,
} satisfies Record<string, HttpHandler[]>;
