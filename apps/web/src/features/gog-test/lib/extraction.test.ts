import { describe, expect, it } from 'vitest';
import { accessTokenOf, previewExtraction } from './extraction.ts';

const CODE = 'Kx9vQ2mTzLw7Rb4nYp0cJh6dUe8sFa1g';

describe('previewExtraction', () => {
  it('shows nothing for empty or blank input', () => {
    expect(previewExtraction('')).toEqual({ kind: 'empty' });
    expect(previewExtraction(' \n ')).toEqual({ kind: 'empty' });
  });

  it('finds the code in the whole address GOG shows after login', () => {
    expect(previewExtraction(`https://embed.gog.com/on_login_success?origin=client&code=${CODE}`)).toEqual({
      kind: 'found',
      code: CODE,
      fromUrl: true,
    });
  });

  it('finds it in part of the address, with more parameters after it or spaces around', () => {
    expect(previewExtraction(`  on_login_success?origin=client&code=${CODE}&foo=bar \n`)).toMatchObject({ code: CODE, fromUrl: true });
    expect(previewExtraction(`code=${CODE}`)).toMatchObject({ code: CODE, fromUrl: true });
  });

  it('takes a bare code as it is', () => {
    expect(previewExtraction(` ${CODE} `)).toEqual({ kind: 'found', code: CODE, fromUrl: false });
  });

  it('finds none in text that is neither', () => {
    expect(previewExtraction('https://embed.gog.com/on_login_success?origin=client')).toEqual({ kind: 'none' });
    expect(previewExtraction('not a code')).toEqual({ kind: 'none' });
    expect(previewExtraction('short')).toEqual({ kind: 'none' });
  });
});

describe('accessTokenOf', () => {
  it('reads access_token from the token response', () => {
    expect(accessTokenOf(JSON.stringify({ access_token: 'abc', refresh_token: 'def' }))).toBe('abc');
  });

  it('is null without one', () => {
    expect(accessTokenOf(undefined)).toBeNull();
    expect(accessTokenOf('')).toBeNull();
    expect(accessTokenOf('not json')).toBeNull();
    expect(accessTokenOf('null')).toBeNull();
    expect(accessTokenOf(JSON.stringify({ access_token: '' }))).toBeNull();
    expect(accessTokenOf(JSON.stringify({ access_token: 42 }))).toBeNull();
  });
});
