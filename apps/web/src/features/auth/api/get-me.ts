import { getSignedInUser } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** The user the stored access token belongs to. */
export const getMe = (signal?: AbortSignal) => call(getSignedInUser, { signal });
