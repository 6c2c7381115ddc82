import { describe, expect, it } from 'vitest';
import { maintenanceFileOf } from './maintenance/file-check.ts';
import { MAINTENANCE_MESSAGE_MAX } from './maintenance/values.ts';
import { MaintenanceFileSchema } from './maintenance/schemas.ts';

const file = {
  enabled: true,
  startTime: '2026-12-01T02:00:00+09:00',
  endTime: '2026-12-01T04:00:00.000Z',
  title: '점검',
  message: '곧 돌아올게요.',
};

describe('maintenanceFileOf', () => {
  it.each([
    ['a whole file', file],
    ['no times', { ...file, startTime: null, endTime: null }],
  ])('takes %s, as the schema does', (_, value) => {
    expect(maintenanceFileOf(value)).toEqual(value);
    expect(MaintenanceFileSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a list', [file]],
    ['enabled as text', { ...file, enabled: 'yes' }],
    ['a time without its offset', { ...file, startTime: '2026-12-01T02:00:00' }],
    ['seconds left out', { ...file, startTime: '2026-12-01T02:00+09:00' }],
    ['a day for a time', { ...file, endTime: '2026-12-01' }],
    ['an impossible day', { ...file, endTime: '2026-13-45T02:00:00Z' }],
    ['a missing title', { ...file, title: undefined }],
    ['a message over the limit', { ...file, message: '가'.repeat(MAINTENANCE_MESSAGE_MAX + 1) }],
  ])('refuses %s, as the schema does', (_, value) => {
    expect(maintenanceFileOf(value)).toBeNull();
    expect(MaintenanceFileSchema.safeParse(value).success).toBe(false);
  });

  it('keeps only the fields of the file', () => {
    expect(maintenanceFileOf({ ...file, extra: 1 })).toEqual(file);
  });
});
