import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActorLabel, auditTargetLabel } from './audit-labels.ts';

describe('audit labels', () => {
  it('names the recorded actions in Korean and shows unnamed ones as recorded', () => {
    expect(auditActionLabel('BANNER_CREATED')).toBe('배너 추가');
    expect(auditActionLabel('SUGGESTION_ACCEPTED')).toBe('수정 제안 반영');
    expect(auditActionLabel('POST /api/admin/things')).toBe('POST /api/admin/things');
  });

  it('names the target with its id, or nothing', () => {
    expect(auditTargetLabel('banner', '3')).toBe('배너 #3');
    expect(auditTargetLabel('banner', null)).toBe('배너');
    expect(auditTargetLabel(null, null)).toBe('');
  });

  it('names the actor by username, else by where the change came from', () => {
    expect(auditActorLabel('admin', 'operator')).toBe('operator (관리자)');
    expect(auditActorLabel('cli', null)).toBe('명령줄');
  });
});
