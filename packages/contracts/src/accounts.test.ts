import { describe, expect, it } from 'vitest';
import { AuthProvidersSchema, DevLoginRequestSchema, accountMessages, devUsernameError } from './index.ts';

describe('dev login username rule', () => {
  it.each([
    ['', accountMessages.devUsernameRequired],
    ['   ', accountMessages.devUsernameRequired],
    ['a', accountMessages.devUsernameTooShort],
    ['ab', null],
    ['tester_one-2', null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), accountMessages.devUsernameTooLong],
    ['테스터', accountMessages.devUsernameCharacters],
    ['has space', accountMessages.devUsernameCharacters],
    ['dot.name', accountMessages.devUsernameCharacters],
  ])('%j -> %s', (value, expected) => {
    expect(devUsernameError(value)).toBe(expected);
  });

  it('is the schema the server checks, trimming first', () => {
    expect(DevLoginRequestSchema.parse({ username: '  tester  ' })).toEqual({ username: 'tester' });
    expect(DevLoginRequestSchema.safeParse({ username: 'x' }).error?.issues[0]?.message).toBe(accountMessages.devUsernameTooShort);
    expect(DevLoginRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(accountMessages.devUsernameRequired);
  });
});

describe('auth providers answer', () => {
  it('names every provider', () => {
    const answer = { providers: { google: true, kakao: false, discord: false }, devLoginEnabled: false };
    expect(AuthProvidersSchema.parse(answer)).toEqual(answer);
    expect(AuthProvidersSchema.safeParse({ providers: { google: true }, devLoginEnabled: false }).success).toBe(false);
  });
});
