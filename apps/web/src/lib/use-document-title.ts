import { useEffect } from 'react';

export const APP_NAME = 'GameShelf';

/** Sets the tab title to '<page> | GameShelf' (or just the app name) while the page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
