import { useNavigate } from 'react-router-dom';
import { gogMessages } from '@gameshelf/contracts';
import { useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useSyncGogLibrary } from '../api/sync-gog-library.ts';
import { cooldownClickMessage } from './gog-cooldown.ts';
import { gogSyncErrorOutcome, gogSyncResultOutcome, type GogSyncOutcome } from './gog-sync-outcome.ts';

/**
 * The library's sync button (spec 3 §4, §8): during the cooldown it answers with the time left;
 * otherwise it syncs and says how it went: the summary, the expired sign-in (info toast and the
 * banner, through `onAuthExpired`), the server's cooldown words, or the failure.
 */
export function useGogLibrarySync({ secondsLeft, onAuthExpired }: { secondsLeft: number; onAuthExpired: () => void }) {
  const sync = useSyncGogLibrary();
  const toast = useToast();
  const navigate = useNavigate();

  const tell = (outcome: GogSyncOutcome) => {
    switch (outcome.kind) {
      case 'done':
        toast.success(outcome.message, { description: outcome.description });
        return;
      case 'authExpired':
        toast.info(gogMessages.authExpired);
        onAuthExpired();
        return;
      case 'notLinked':
        // No GOG account linked (any more): the server says so, and linking starts over.
        toast.error(outcome.message);
        void navigate(paths.gogConnect);
        return;
      case 'cooldown':
        toast.error(outcome.message);
        return;
      case 'failed':
        toast.error(outcome.message, outcome.description ? { description: outcome.description } : undefined);
    }
  };

  const press = () => {
    if (sync.isPending) return;
    if (secondsLeft > 0) {
      toast.error(cooldownClickMessage(secondsLeft));
      return;
    }
    sync.mutate(undefined, {
      onSuccess: (result) => tell(gogSyncResultOutcome(result)),
      onError: (error) => tell(gogSyncErrorOutcome(error)),
    });
  };

  return { press, syncing: sync.isPending };
}
