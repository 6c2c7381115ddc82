import { describe, expect, it } from 'vitest';
import { collectionBackTarget } from './collection-views.ts';

describe('collection views', () => {
  it('goes back where the visitor came from', () => {
    expect(collectionBackTarget(new URLSearchParams('from=game-detail&gameId=12'), false)).toEqual({ to: '/game/12' });
    expect(collectionBackTarget(new URLSearchParams('from=user-profile&username=indie_fan&originalFrom=explore'), true)).toEqual({
      to: '/user/indie_fan?from=explore',
      state: { tab: 'collections' },
    });
    expect(collectionBackTarget(new URLSearchParams('from=user-profile&username=a'), true).to).toBe('/user/a?from=home');
    expect(collectionBackTarget(new URLSearchParams(''), true)).toEqual({ to: '/explore' });
    expect(collectionBackTarget(new URLSearchParams(''), false)).toEqual({ to: '/collection' });
  });
});
