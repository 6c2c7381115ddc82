import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupportContactsSchema, listSupportContacts } from '@gameshelf/contracts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe('support contacts', () => {
  const [engine] = engines;
  let defaults: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    defaults = await buildTestApp(engine!, { seed: false });
    const { support } = loadConfig({
      SUPPORT_MESSENGER_URL: 'https://pf.kakao.com/_example',
      SUPPORT_SOCIAL_LABEL: 'X',
      SUPPORT_SOCIAL_HANDLE: '@example_kr',
      SUPPORT_EMAIL: 'help@example.kr',
    });
    configured = await buildTestApp(engine!, { seed: false, app: { support } });
  });
  afterAll(async () => {
    await defaults.close();
    await configured.close();
  });

  it('answers the default channels to anyone, cacheable', async () => {
    const response = await defaults.app.inject({ method: 'GET', url: listSupportContacts.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { contacts } = SupportContactsSchema.parse(response.json());
    expect(contacts.map((c) => c.kind)).toEqual(['messenger', 'social', 'email']);
    expect(contacts.every((c) => c.label && c.value)).toBe(true);
  });

  it('answers what the environment configures, e-mail with a mailto link', async () => {
    const { contacts } = SupportContactsSchema.parse(
      (await configured.app.inject({ method: 'GET', url: listSupportContacts.path })).json(),
    );
    expect(contacts).toEqual([
      { kind: 'messenger', label: '카카오톡 채널', value: 'https://pf.kakao.com/_example', url: 'https://pf.kakao.com/_example' },
      { kind: 'social', label: 'X', value: '@example_kr', url: null },
      { kind: 'email', label: '이메일', value: 'help@example.kr', url: 'mailto:help@example.kr' },
    ]);
  });

  it('refuses a malformed channel at start-up', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_MESSENGER_URL: 'kakao channel' })).toThrow(/SUPPORT_MESSENGER_URL/);
  });
});
