import { ScrollToTopButton } from '@gameshelf/ui';
import { IgdbCredit } from './igdb-credit.tsx';

/** The list's IGDB credit and '맨 위로' button: nothing the first screen needs, so they load after it. */
export function GamesListFooter() {
  return (
    <>
      <IgdbCredit />
      <ScrollToTopButton />
    </>
  );
}
