/**
 * What an open modal hid from assistive technology (the rest of the page). A dialog gives it back in an
 * effect's cleanup, which runs after the next paint once the dialog has unmounted (Preact's passive
 * cleanups, like React's), so a test waits for this to be empty before checking the page with axe.
 */
export const hiddenByTheModal = (): Element[] => Array.from(document.querySelectorAll('body > [aria-hidden="true"]'));
