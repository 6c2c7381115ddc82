import { describe, expect, it } from 'vitest';
import { fixtureAdminUsers } from '@gameshelf/mocks';
import { filterUsers } from './filter-users.ts';

const names = (text: string) => filterUsers(fixtureAdminUsers, text).map((user) => user.username);

describe('filterUsers', () => {
  it('keeps everyone for an empty or blank filter', () => {
    expect(names('  ')).toHaveLength(fixtureAdminUsers.length);
  });
  it('matches nickname, e-mail and username case-insensitively', () => {
    expect(names('게임왕')).toEqual(['game_king']);
    expect(names('INDIE@')).toEqual(['indie_lover']);
    expect(names('Steam_F')).toEqual(['steam_fan']);
  });
  it('copes with a missing nickname or e-mail', () => {
    expect(names('kakao_2048')).toEqual(['kakao_2048']);
    expect(names('nobody')).toEqual([]);
  });
});
