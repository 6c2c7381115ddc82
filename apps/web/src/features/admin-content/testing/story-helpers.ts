import { userEvent, within } from 'storybook/test';
import type { UserInfo } from '@gameshelf/contracts';
import { adminContentHandlers, makeUserInfo, resetAdminContentHandlers } from '@gameshelf/mocks';
import { signedInSession } from '../../../testing/story-session.ts';

/** Story `beforeEach`: signed in as this user, the mock data as it started. */
const session = (user: UserInfo) => () => {
  resetAdminContentHandlers();
  return signedInSession({ user })();
};

/** An operator signed in (the role the screens check). */
export const asOperator = session(makeUserInfo({ id: 1, username: 'operator', displayName: '운영자', role: 'admin' }));
/** A signed-in user without the role. */
export const asUser = session(makeUserInfo({ id: 7, username: 'player_one', role: 'user' }));

/** Story parameters for one admin-content handler group. */
export const contentGroup = (name: keyof typeof adminContentHandlers) => ({
  msw: { handlers: { adminContent: adminContentHandlers[name] } },
});

export const body = () => within(document.body);

/** Finds a toast and keeps it on screen for the screenshot (its countdown pauses under the pointer). */
export async function holdToast(message: string) {
  const toast = await body().findByText(message, undefined, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}
