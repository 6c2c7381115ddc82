import { describe, expect, it } from 'vitest';
import { collectionMessages } from '@gameshelf/contracts';
import { collectionBackTarget, collectionNameError } from './collection-views.ts';

describe('collection views', () => {
  it('checks the name in the spec order', () => {
    expect(collectionNameError('  ')).toBe(collectionMessages.nameRequired);
    expect(collectionNameError(' 가 ')).toBe(collectionMessages.nameTooShort);
    expect(collectionNameError('가'.repeat(11))).toBe(collectionMessages.nameTooLong);
    expect(collectionNameError(' 인생 게임 ')).toBeNull();
  });

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
