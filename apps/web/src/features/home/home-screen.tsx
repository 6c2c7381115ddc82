import { buttonVariants, UiLink } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * A minimal home until the real one (notice strip, banners, popular games, collections and
 * reviews) arrives in its own issue. It shows no data rather than sample data.
 */
export function HomeScreen() {
  useDocumentTitle(null);
  return (
    <section aria-labelledby="home-heading" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 id="home-heading" className="text-2xl font-bold">
        GameShelf
      </h1>
      <p className="text-sm text-muted-foreground">모든 플랫폼의 게임을 한곳에서 찾아보세요.</p>
      <UiLink href={paths.games} className={buttonVariants({ size: 'lg' })}>
        전체 게임 보기
      </UiLink>
    </section>
  );
}
