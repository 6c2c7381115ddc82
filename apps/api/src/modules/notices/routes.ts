import type { FastifyInstance } from 'fastify';
import {
  createNotice,
  deleteNotice,
  getLatestImportantNotice,
  getNotice,
  listImportantNotices,
  noticeMessages,
  pageAdminNotices,
  pageNotices,
  updateNotice,
} from '@gameshelf/contracts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { NoticesService } from './service.ts';

const forNotice = { invalidParamsMessage: noticeMessages.invalidId };
/** Audit-log actions of the notice writes (modules/admin/audit-hook.ts records them). */
const audit = (action: string) => ({ audit: { action, target: 'notice' } });

/** Spec 2 §7 notice calls: public reading, admin writing. */
export function noticeRoutes(app: FastifyInstance, notices: NoticesService): void {
  serveEndpoint(app, pageNotices, async (request) => notices.page(request.query.page, request.query.size));
  serveEndpoint(app, listImportantNotices, async () => notices.important());
  serveEndpoint(app, getLatestImportantNotice, async (_request, reply) => {
    const notice = await notices.latestImportant();
    return notice ? notice : reply.code(204).send(null);
  });
  serveEndpoint(app, pageAdminNotices, async (request) => notices.page(request.query.page, request.query.size));
  serveEndpoint(
    app,
    getNotice,
    async (request) => notices.read(request.params.id, request.auth ? { userId: request.auth.userId } : { address: request.ip }),
    forNotice,
  );
  serveEndpoint(app, createNotice, async (request) => notices.create(request.body), audit('NOTICE_CREATED'));
  serveEndpoint(app, updateNotice, async (request) => notices.update(request.params.id, request.body), {
    ...forNotice,
    ...audit('NOTICE_UPDATED'),
  });
  serveEndpoint(app, deleteNotice, async (request) => notices.delete(request.params.id), { ...forNotice, ...audit('NOTICE_DELETED') });
}
