import { describe, expect, it } from 'vitest';
import {
  AuthProvidersSchema,
  DevLoginRequestSchema,
  DisplayNameSchema,
  ProfileUpdateRequestSchema,
  accountMessages,
  devUsernameError,
  displayNameError,
  normalizeDisplayName,
} from './index.ts';

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

describe('nickname normalisation', () => {
  it.each([
    ['홍\ufeff길동', '홍길동'],
    ['홍\u200b길\u2060동', '홍길동'],
    ['\u3164홍길동\u115f', '홍길동'],
    ['홍\u3000길동', '홍 길동'],
    ['홍\u00a0길동', '홍 길동'],
    ['  홍 길동  ', '홍 길동'],
    ['ｐａｕｌ', 'paul'],
    ['ＰＡＵＬ１', 'PAUL1'],
    ['ㅋㅋ유저', 'ㅋㅋ유저'],
    ['ㄱㅏ', 'ㄱㅏ'],
    ['\u1100\u1100유저', 'ㄱㄱ유저'],
    ['\u1100\u1161\u1100\u1161', '가가'],
  ])('%j -> %j', (value, expected) => {
    expect(normalizeDisplayName(value)).toBe(expected);
    expect(DisplayNameSchema.parse(value)).toBe(expected);
  });
});

describe('nickname rule', () => {
  it.each([
    ['', accountMessages.displayNameRequired],
    ['\u200b\u3164', accountMessages.displayNameRequired],
    ['a\u200b', accountMessages.displayNameTooShort],
    ['홍길동', null],
    ['홍 길동', null],
    ['홍\ufeff길동', null],
    ['홍\n길동', accountMessages.displayNameSpacing],
    ['홍\t길동', accountMessages.displayNameSpacing],
    ['홍  길동', accountMessages.displayNameSpacing],
    ['홍\u3000\u3000길동', accountMessages.displayNameSpacing],
    ['홍\u2028길동', accountMessages.displayNameSpacing],
    ['홍길\u202e동', accountMessages.displayNameCharacters],
    ['\u2066홍길동\u2069', accountMessages.displayNameCharacters],
    ['홍길동!', accountMessages.displayNameCharacters],
    ['홍  길동!', accountMessages.displayNameCharacters],
    ['pаul', accountMessages.displayNameCharacters],
    ['user-a1B2c3D4e5', null],
  ])('%j -> %s', (value, expected) => {
    expect(displayNameError(value)).toBe(expected);
    const parsed = DisplayNameSchema.safeParse(value);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });

  it('the profile update applies it', () => {
    expect(ProfileUpdateRequestSchema.parse({ displayName: ' 홍\ufeff길동 ' })).toMatchObject({ displayName: '홍길동' });
  });
});
