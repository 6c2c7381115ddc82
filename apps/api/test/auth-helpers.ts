import { LoginDataSchema, type LoginData, devSignIn } from '@gameshelf/contracts';
import type { App } from '../src/app.ts';

export const TEST_JWT_SECRET = 'test-secret-0123456789-0123456789-0123456789';

/** Signs in through the development login (the app must be built with isDevelopment). */
export async function devLogin(app: App, username: string): Promise<LoginData> {
  const res = await app.inject({ method: 'POST', url: devSignIn.path, payload: { username } });
  if (res.statusCode !== 200) throw new Error(`dev login failed: ${res.statusCode} ${res.body}`);
  return LoginDataSchema.parse(res.json());
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
