import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { recordAudit } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit-log action of an admin write (e.g. BANNER_CREATED); `METHOD /route` when left out. */
    audit?: { action: string; target: string };
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TEXT_LIMIT = 200;

/** The request body as details: JSON values with long strings cut (a notice's markdown), nothing else (a file). */
function bodyDetails(body: unknown, depth = 0): unknown {
  if (typeof body === 'string') return body.length > TEXT_LIMIT ? `${body.slice(0, TEXT_LIMIT)}…` : body;
  if (body === null || typeof body !== 'object' || depth > 3) return typeof body === 'object' ? undefined : body;
  if (Array.isArray(body)) return body.slice(0, 50).map((item) => bodyDetails(item, depth + 1));
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, bodyDetails(value, depth + 1)]));
}

/** What was written: the `:id` of the path, else the `id` of the created thing in the answer. */
function targetId(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && (typeof params.id === 'number' || typeof params.id === 'string')) return String(params.id);
  if (typeof payload !== 'string') return null;
  try {
    const answer = JSON.parse(payload) as { id?: unknown };
    return typeof answer.id === 'number' || typeof answer.id === 'string' ? String(answer.id) : null;
  } catch {
    return null;
  }
}

/**
 * An onSend hook recording every successful write on an admin route (`config.auth: 'admin'`) in the
 * audit log before the answer leaves, so a write the operator saw succeed is always in the log. Added
 * on the root instance before any route, so it covers admin routes of every module, present and future.
 */
export function auditAdminWrites(db: AppDb) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const { config } = request.routeOptions;
    if (config.auth !== 'admin' || !WRITE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.auth) return payload;
    const body = bodyDetails(request.body);
    await recordAudit(db, {
      actorSource: 'admin',
      actorUserId: request.auth.userId,
      action: config.audit?.action ?? `${request.method} ${request.routeOptions.url ?? request.url}`,
      targetType: config.audit?.target ?? null,
      targetId: targetId(request, payload),
      details: { method: request.method, path: request.url.split('?')[0], ...(body !== undefined && { body }) },
    });
    return payload;
  };
}
