import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits until no dialog is open and the page it hid from assistive technology has it back. A modal gives
 * the page back in an effect's cleanup, which runs after the next paint once the dialog has unmounted,
 * so a story that ends right after the dialog is gone would have axe (run after the play function) find
 * focusable content under `aria-hidden` (set with a `data-aria-hidden` marker by Radix's `hideOthers`).
 */
export async function overlayGone(): Promise<void> {
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.querySelectorAll('body > [data-aria-hidden]')).toHaveLength(0));
}
