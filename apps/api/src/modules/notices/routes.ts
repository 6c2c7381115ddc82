import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  ErrorBodySchema,
  MessageSchema,
  NoticeIdParamsSchema,
  NoticeInputSchema,
  NoticeListSchema,
  NoticePageQuerySchema,
  NoticePageSchema,
  NoticeSchema,
  NoticeSummarySchema,
  noticeMessages,
} from '@gameshelf/contracts';
import { z } from 'zod';
import type { NoticesService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const admin = { auth: 'admin' as const };
const forNotice = { invalidParamsMessage: noticeMessages.invalidId };
/** Audit-log actions of the notice writes (modules/admin/audit-hook.ts records them). */
const audit = (action: string) => ({ audit: { action, target: 'notice' } });

/** Spec 2 §7 notice calls: public reading, admin writing (`config.auth: 'admin'`). */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  app.get(
    apiPaths.notices,
    { schema: { querystring: NoticePageQuerySchema, response: { 200: NoticePageSchema, ...errors } } },
    async (request) => notices.page(request.query.page, request.query.size),
  );
  app.get(apiPaths.importantNotices, { schema: { response: { 200: NoticeListSchema } } }, async () => notices.important());
  app.get(
    apiPaths.latestImportantNotice,
    { schema: { response: { 200: NoticeSummarySchema, 204: z.null().describe('no important notice') } } },
    async (_request, reply) => {
      const notice = await notices.latestImportant();
      return notice ? notice : reply.code(204).send(null);
    },
  );
  app.get(
    apiPaths.noticesAdmin,
    { schema: { querystring: NoticePageQuerySchema, response: { 200: NoticePageSchema, ...errors } }, config: admin },
    async (request) => notices.page(request.query.page, request.query.size),
  );
  app.get(
    apiPaths.noticePattern,
    { schema: { params: NoticeIdParamsSchema, response: { 200: NoticeSchema, ...errors } }, config: forNotice },
    async (request) => notices.read(request.params.id, request.auth ? { userId: request.auth.userId } : { address: request.ip }),
  );
  app.post(
    apiPaths.notices,
    { schema: { body: NoticeInputSchema, response: { 201: NoticeSchema, ...errors } }, config: { ...admin, ...audit('NOTICE_CREATED') } },
    async (request, reply) => reply.code(201).send(await notices.create(request.body)),
  );
  app.put(
    apiPaths.noticePattern,
    {
      schema: { params: NoticeIdParamsSchema, body: NoticeInputSchema, response: { 200: NoticeSchema, ...errors } },
      config: { ...admin, ...forNotice, ...audit('NOTICE_UPDATED') },
    },
    async (request) => notices.update(request.params.id, request.body),
  );
  app.delete(
    apiPaths.noticePattern,
    {
      schema: { params: NoticeIdParamsSchema, response: { 200: MessageSchema, ...errors } },
      config: { ...admin, ...forNotice, ...audit('NOTICE_DELETED') },
    },
    async (request) => notices.delete(request.params.id),
  );
};
