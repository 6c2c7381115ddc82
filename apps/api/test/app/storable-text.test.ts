import { describe, expect, it } from 'vitest';
import { renewSession, requestMessages, getGame, listGames, pathOf } from '@gameshelf/contracts';
import { isStorableText } from '../../src/plugins/storable-text.ts';
import { buildTestApp, engines } from '../helper.ts';

describe('storable text', () => {
  it('accepts text PostgreSQL stores as sent, emoji and bidi marks included', () => {
    for (const ok of ['', '젤다', '👨‍👩‍👧‍👦', '\u202eevil', '\ud83d\ude00', { a: ['b', { c: '😀' }] }, 3, null]) {
      expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates at any depth, in keys too', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\ude00\ud83d', { a: { b: ['\u0000'] } }, { ['k\ud800']: 1 }]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('answers such a body, query or path with a Korean 400 before it reaches a handler', async () => {
    const t = await buildTestApp(engines[0]!, { seed: false });
    try {
      const body = await t.app.inject({ method: 'POST', url: renewSession.path, payload: { refreshToken: 'a\u0000' } });
      const query = await t.app.inject({ method: 'GET', url: `${listGames.path}?keyword=${encodeURIComponent('젤다\u0000')}` });
      const escaped = await t.app.inject({
        method: 'POST',
        url: renewSession.path,
        headers: { 'content-type': 'application/json' },
        payload: '{"refreshToken":"\\ud800"}',
      });
      for (const res of [body, query, escaped]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: requestMessages.invalidCharacters });
      }
      const longParam = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: '9'.repeat(500) }) });
      expect(longParam.statusCode).toBe(414);
      expect(longParam.json()).toEqual({ message: requestMessages.uriTooLong });
    } finally {
      await t.close();
    }
  });
});
