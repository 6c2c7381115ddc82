import type { AuditActorSource, UserRole } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { setRoleByUsername } from '../accounts/users-repository.ts';
import { recordAudit } from './audit-log.ts';

export type RoleChange =
  | { kind: 'changed'; userId: number; username: string; role: UserRole }
  | { kind: 'unchanged'; userId: number; username: string; role: UserRole }
  | { kind: 'not-found' };

/**
 * Gives or takes the admin role of an existing user, recording the change in the audit log in the
 * same transaction. Sessions read the role on every request, so it applies at the user's next call.
 */
export async function changeRole(
  db: AppDb,
  username: string,
  role: UserRole,
  actor: { source: AuditActorSource; userId?: number | null; username?: string | null },
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    // The accounts module owns the users table: it locks the user and sets the role.
    const user = await setRoleByUsername(tx, username, role);
    if (!user) return { kind: 'not-found' } as const;
    if (user.previousRole === role) return { kind: 'unchanged', userId: user.id, username: user.username, role } as const;
    await recordAudit(tx, {
      actorSource: actor.source,
      actorUserId: actor.userId,
      actorUsername: actor.username,
      action: role === 'admin' ? 'ROLE_GRANTED' : 'ROLE_REVOKED',
      targetType: 'user',
      targetId: user.id,
      details: { username: user.username, from: user.previousRole, to: role },
    });
    return { kind: 'changed', userId: user.id, username: user.username, role } as const;
  });
}
