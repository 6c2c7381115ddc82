import { lazy, Suspense, useState } from 'react';
import { FolderCheck, FolderPlus, Heart, PencilLine } from 'lucide-react';
import { gameDisplayName, type Game } from '@gameshelf/contracts';
import { Button, cn } from '@gameshelf/ui';
import { useLoginPrompt } from '../../../lib/session/use-login-prompt.ts';
import { usePersonalFlagsReady, useSession } from '../../../lib/session/use-session.ts';
import { useWishlistToggle } from '../../../entities/wishlist/wishlist.ts';
import { WriteReviewButton } from './write-review-button.tsx';

/** The correction form (and its dialog code) loads when it is first opened. */
export const loadSuggestionDialog = () => import('./suggestion-dialog.tsx');
const SuggestionDialog = lazy(() => loadSuggestionDialog().then((module) => ({ default: module.SuggestionDialog })));
/** The add-to-collection sheet (and its drawer code) loads when it is first opened. */
export const loadCollectionSheet = () => import('./add-to-collection-sheet.tsx');
const AddToCollectionSheet = lazy(() => loadCollectionSheet().then((module) => ({ default: module.AddToCollectionSheet })));

export interface GameActionsProps {
  game: Pick<Game, 'id' | 'inWishlist' | 'inCollection' | 'name' | 'nameKo'>;
}

/**
 * What a player does with a game (spec 1 §2): the wishlist toggle, add to a collection and a
 * correction suggestion and a review, in a two-column grid. Guests get the login toast instead (the
 * review button sends them through login).
 */
export function GameActions({ game }: GameActionsProps) {
  const { isAuthenticated } = useSession();
  const promptLogin = useLoginPrompt();
  const wishlist = useWishlistToggle();
  const flagsReady = usePersonalFlagsReady();
  const [suggesting, setSuggesting] = useState(false);
  const [suggestionMounted, setSuggestionMounted] = useState(false);
  if (suggesting && !suggestionMounted) setSuggestionMounted(true);
  const [collecting, setCollecting] = useState(false);
  const [sheetMounted, setSheetMounted] = useState(false);
  if (collecting && !sheetMounted) setSheetMounted(true);

  return (
    <div role="group" aria-label="게임 관리" data-slot="game-actions" className="grid grid-cols-2 gap-2">
      <Button
        variant={game.inWishlist ? 'primary' : 'outline'}
        aria-pressed={game.inWishlist}
        disabled={!flagsReady || wishlist.isPending}
        onClick={() => (isAuthenticated ? wishlist.mutate({ gameId: game.id, inWishlist: game.inWishlist }) : promptLogin())}
      >
        <Heart aria-hidden className={cn('size-4', game.inWishlist && 'fill-current')} />
        {game.inWishlist ? '위시리스트에 있음' : '위시리스트'}
      </Button>
      {/* Collected (spec 1 §4: the cached flag, set at once by an add) reads like the wishlist's state; it still opens the sheet. */}
      <Button
        variant={game.inCollection ? 'primary' : 'outline'}
        onPointerEnter={() => void loadCollectionSheet()}
        onClick={() => (isAuthenticated ? setCollecting(true) : promptLogin())}
      >
        {game.inCollection ? <FolderCheck aria-hidden className="size-4" /> : <FolderPlus aria-hidden className="size-4" />}
        {game.inCollection ? '컬렉션에 담김' : '컬렉션에 추가'}
      </Button>
      <Button
        variant="outline"
        onPointerEnter={() => void loadSuggestionDialog()}
        onClick={() => (isAuthenticated ? setSuggesting(true) : promptLogin())}
      >
        <PencilLine aria-hidden className="size-4" />
        정보 수정 제안
      </Button>
      <WriteReviewButton gameId={game.id} gameName={gameDisplayName(game)} fromTab="info" />
      {sheetMounted && (
        <Suspense fallback={null}>
          <AddToCollectionSheet gameId={game.id} open={collecting} onOpenChange={setCollecting} />
        </Suspense>
      )}
      {suggestionMounted && (
        <Suspense fallback={null}>
          <SuggestionDialog gameId={game.id} open={suggesting} onOpenChange={setSuggesting} />
        </Suspense>
      )}
    </div>
  );
}
