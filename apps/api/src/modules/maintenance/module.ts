import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  maintenanceMessages,
  MAINTENANCE_CODE,
  renewSession,
  signOut,
  type MaintenanceFile,
  getMaintenanceState,
} from '@gameshelf/contracts';
import { UnavailableError } from '../../shared/errors.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { S3Config } from '../../config.ts';
import { fileMaintenanceSource, s3MaintenanceSource } from './maintenance-source.ts';
import { createMaintenanceWatch, type MaintenanceWatch } from './maintenance-watch.ts';

/** What `/maintenance.json` answers while no command has written the file. */
const NO_MAINTENANCE: MaintenanceFile = { enabled: false, startTime: null, endTime: null, title: '', message: '' };

export type MaintenanceOptions = {
  /** DATA_DIR/maintenance.json. */
  file: string;
  /** With UPLOAD_STORAGE=s3: follow maintenance.json in the bucket instead, so instances on several machines agree. */
  s3?: S3Config;
  now?: () => Date;
  /** How stale the server's view of the file may be (default 1 s for the file, 5 s for the bucket). */
  checkEveryMs?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route of a reading method that changes state (a browser return that signs in or links an
     * account): maintenance refuses it like any POST. `refusedRedirect` sends the browser there instead
     * of answering the 503 JSON.
     */
    writes?: true | { refusedRedirect: string };
  }
}

/** Methods that only read; every other method writes. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that go on during maintenance: keeping a session alive or ending it. */
const ALWAYS_ALLOWED = new Set<string>([renewSession.path, signOut.path]);

/**
 * Maintenance mode (spec 3 §2.5, §4): serves `/maintenance.json` as written, never cached, and while
 * maintenance is on refuses writes with 503 `MAINTENANCE` so a stale client cannot half-write: every
 * method but GET, HEAD and OPTIONS, and every route declaring `config.writes`; reads go on. Operators
 * keep their admin routes (to post the notice) and everyone keeps session refresh and logout.
 * `refuseWrites` is an onRequest hook for the root instance, added before any route. The service is the
 * watch, which the web app's pages also read (plugins/web-app.ts).
 */
export function createMaintenance(deps: MaintenanceOptions & { log: FastifyBaseLogger }) {
  const watch: MaintenanceWatch = createMaintenanceWatch({
    source: deps.s3 ? s3MaintenanceSource(deps.s3) : fileMaintenanceSource(deps.file),
    checkEveryMs: deps.checkEveryMs ?? (deps.s3 ? 5000 : 1000),
    now: deps.now,
    onInvalid: (err) => deps.log.warn({ err }, 'maintenance.json is not valid; treated as no maintenance'),
    onUnreachable: (err) => deps.log.warn({ err }, 'maintenance.json could not be read; keeping the last known state'),
  });

  const refuseWrites = async (request: FastifyRequest, reply: FastifyReply) => {
    const { writes, auth } = request.routeOptions.config;
    if (READ_METHODS.has(request.method) && writes === undefined) return;
    const path = request.url.split('?')[0]!;
    if (ALWAYS_ALLOWED.has(path) || path.startsWith('/api/admin/') || auth === 'admin') return;
    if (!(await watch.inMaintenance())) return;
    if (typeof writes === 'object') return reply.header('Cache-Control', 'no-store').redirect(writes.refusedRedirect, 302);
    throw new UnavailableError(maintenanceMessages.writesRefused, undefined, MAINTENANCE_CODE);
  };

  const routes: FastifyPluginAsync = async (app) =>
    serveEndpoint(app, getMaintenanceState, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache, no-store, must-revalidate').header('Pragma', 'no-cache').header('Expires', '0');
      const snapshot = await watch.snapshot();
      // No file is no maintenance: said with a 200, so every page load does not log a failed request.
      if (!snapshot) return NO_MAINTENANCE;
      return reply.type('application/json; charset=utf-8').send(snapshot.bytes);
    });

  return { service: watch, refuseWrites, routes };
}
