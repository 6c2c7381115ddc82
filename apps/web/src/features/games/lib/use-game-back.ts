import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/**
 * Back from a game (spec 1 §2): to the collection it was opened from (`from=collection&collectionId=`),
 * else one step back in history, else the game list when the page was opened directly.
 */
export function useGameBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const collectionId = searchParams.get('collectionId');
  const fromCollection = searchParams.get('from') === 'collection' && collectionId !== null && /^\d+$/.test(collectionId);

  return () => {
    if (fromCollection) void navigate(paths.collectionDetail(collectionId));
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.games);
  };
}
