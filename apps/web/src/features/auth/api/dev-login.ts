import { type DevLoginRequest, devSignIn } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** The dev login (development only): signs in as `username`, made on first use. */
export const devLoginRequest = (body: DevLoginRequest) => call(devSignIn, { body });
