import { describe, expect, it, vi } from 'vitest';
import { fixtureMaintenanceFiles, MAINTENANCE_NOW } from '@gameshelf/mocks';
import { maintenanceStatusAt } from './maintenance-status-at.ts';
import { formatMaintenanceRange, formatRemaining, readMaintenanceFile, secondsUntil } from './maintenance-status.ts';

const now = Date.parse(MAINTENANCE_NOW);

describe('maintenanceStatusAt', () => {
  it('is in maintenance only when enabled and now is within start..end', () => {
    expect(maintenanceStatusAt(fixtureMaintenanceFiles.on, now)).toEqual({
      file: fixtureMaintenanceFiles.on,
      endsAt: Date.parse(fixtureMaintenanceFiles.on.endTime),
    });
    expect(maintenanceStatusAt(fixtureMaintenanceFiles.scheduled, now)).toBeNull();
    expect(maintenanceStatusAt(fixtureMaintenanceFiles.ended, now)).toBeNull();
    expect(maintenanceStatusAt(fixtureMaintenanceFiles.off, now)).toBeNull();
    expect(maintenanceStatusAt(null, now)).toBeNull();
    // The end is excluded.
    expect(maintenanceStatusAt(fixtureMaintenanceFiles.on, Date.parse(fixtureMaintenanceFiles.on.endTime))).toBeNull();
  });
});

describe('readMaintenanceFile', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('reads past caches with a timestamp query', async () => {
    const fetchFile = vi.fn(() => json(fixtureMaintenanceFiles.on));
    await expect(readMaintenanceFile(123, fetchFile as typeof fetch)).resolves.toEqual(fixtureMaintenanceFiles.on);
    expect(fetchFile).toHaveBeenCalledWith('/maintenance.json?t=123', expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers null for a missing, failing, broken or unreachable file', async () => {
    await expect(readMaintenanceFile(1, () => json({}, 404))).resolves.toBeNull();
    await expect(readMaintenanceFile(1, () => json({ message: 'x' }, 500))).resolves.toBeNull();
    await expect(readMaintenanceFile(1, () => json({ enabled: 'yes' }))).resolves.toBeNull();
    await expect(readMaintenanceFile(1, () => Promise.resolve(new Response('{"enabled":')))).resolves.toBeNull();
    await expect(readMaintenanceFile(1, () => Promise.reject(new TypeError('offline')))).resolves.toBeNull();
  });
});

describe('formatRemaining', () => {
  it.each([
    [1, '약 1분'],
    [60, '약 1분'],
    [61, '약 2분'],
    [59 * 60, '약 59분'],
    [3600, '약 1시간'],
    [9000, '약 2시간 30분'],
    [9001, '약 2시간 31분'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });

  it('counts whole seconds up, never below 0', () => {
    expect(secondsUntil(now + 1500, now)).toBe(2);
    expect(secondsUntil(now - 10, now)).toBe(0);
  });
});

describe('formatMaintenanceRange', () => {
  it('shows the range in Korean, Asia/Seoul time', () => {
    expect(formatMaintenanceRange('2026-11-30T17:00:00Z', '2026-11-30T21:00:00Z')).toBe('2026년 12월 1일 (화) 오전 2:00 ~ 오전 6:00');
    expect(formatMaintenanceRange('2026-12-01T03:30:00Z', '2026-12-01T15:00:00Z')).toBe(
      '2026년 12월 1일 (화) 오후 12:30 ~ 2026년 12월 2일 (수) 오전 12:00',
    );
  });
});
