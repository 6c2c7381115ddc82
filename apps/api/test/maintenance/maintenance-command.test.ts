import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '@gameshelf/test-fakes/s3-server';
import { maintenanceMessages } from '@gameshelf/contracts';
import { runMaintenanceCommand } from '../../src/cli/maintenance.ts';
import { fakeS3Config } from '../fake-s3-config.ts';

const NOW = new Date('2026-12-01T03:00:00Z');

describe('npm run maintenance', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-cli-'));
  const file = path.join(dir, 'nested', 'maintenance.json');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runMaintenanceCommand(args, {
      file,
      now: () => NOW,
      out: { log: (l) => lines.push(l), error: (l) => errors.push(l) },
    });
    return { code, lines, errors };
  };
  const on = (overrides: Record<string, string | null> = {}) => {
    const values: Record<string, string | null> = {
      '--from': '2026-12-01T11:00:00+09:00',
      '--to': '2026-12-01T13:00:00+09:00',
      '--title': '정기 점검',
      '--message': '점검 중입니다.',
      ...overrides,
    };
    return run('on', ...Object.entries(values).flatMap(([k, v]) => (v === null ? [] : [k, v])));
  };

  it('refuses bad arguments with Korean messages and exit code 2, writing nothing', async () => {
    for (const [overrides, message] of [
      [{ '--from': null }, maintenanceMessages.fromRequired],
      [{ '--to': null }, maintenanceMessages.toRequired],
      [{ '--from': 'tomorrow' }, maintenanceMessages.invalidTime('--from', 'tomorrow')],
      [{ '--to': '2026-12-01T13:00:00' }, maintenanceMessages.invalidTime('--to', '2026-12-01T13:00:00')],
      [{ '--to': '2026-12-01T11:00:00+09:00' }, maintenanceMessages.endBeforeStart],
      [{ '--from': '2026-11-30T11:00:00Z', '--to': '2026-12-01T02:59:00Z' }, maintenanceMessages.endInPast],
      [{ '--title': '  ' }, maintenanceMessages.titleRequired],
      [{ '--message': null }, maintenanceMessages.messageRequired],
      [{ '--title': '가'.repeat(101) }, maintenanceMessages.tooLong('--title', 100)],
    ] as const) {
      const result = await on(overrides);
      expect(result, JSON.stringify(overrides)).toMatchObject({ code: 2, errors: [message] });
    }
    expect((await run('on', '--whatever', 'x')).errors).toEqual([maintenanceMessages.usage]);
    expect((await run('start')).code).toBe(2);
    expect((await run()).errors).toEqual([maintenanceMessages.usage]);
    expect((await run('status')).lines[0]).toContain('점검 파일이 없습니다');
  });

  it('writes times in UTC, reports in Korean, and off keeps the notice but disables it', async () => {
    const result = await on();
    expect(result.code).toBe(0);
    expect(result.lines.at(-1)).toContain('점검 모드를 켰습니다');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      enabled: true,
      startTime: '2026-12-01T02:00:00.000Z',
      endTime: '2026-12-01T04:00:00.000Z',
      title: '정기 점검',
      message: '점검 중입니다.',
    });
    expect((await run('status')).lines[0]).toMatch(/^점검 중입니다: 정기 점검/);
    const scheduled = await on({ '--from': '2026-12-02T11:00:00+09:00', '--to': '2026-12-02T13:00:00+09:00' });
    expect(scheduled.lines.at(-1)).toContain('점검을 예약했습니다');
    expect((await run('status')).lines[0]).toMatch(/^점검 예정입니다/);
    expect((await run('off')).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ enabled: false, title: '정기 점검' });
    expect((await run('status')).lines[0]).toBe('점검 중이 아닙니다.');
  });

  it('puts the same file at the root of the uploads bucket with UPLOAD_STORAGE=s3', async () => {
    const s3 = await startFakeS3();
    try {
      const config = fakeS3Config(s3);
      const lines: string[] = [];
      const args = [
        'on',
        '--from',
        '2026-12-01T02:00:00Z',
        '--to',
        '2026-12-01T04:00:00Z',
        '--title',
        '점검',
        '--message',
        '곧 돌아옵니다',
      ];
      const out = { log: (l: string) => lines.push(l), error: () => {} };
      expect(await runMaintenanceCommand(args, { file, s3: config, now: () => NOW, out })).toBe(0);
      const object = s3.objects.get('maintenance.json');
      expect(object?.body.toString('utf8')).toBe(readFileSync(file, 'utf8'));
      expect(object?.contentType).toBe('application/json; charset=utf-8');
      expect(lines).toContain(`버킷에도 저장했습니다: ${config.publicUrl}/maintenance.json`);
    } finally {
      await s3.close();
    }
  });
});
