import { useEffect } from 'react';

export const APP_NAME = '게임셸프';

/** Sets the tab title to '<page> | 게임셸프' (or just the app name) while the page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
  }, [pageTitle]);
}
