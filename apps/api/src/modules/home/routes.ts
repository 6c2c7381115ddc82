import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  BannerImageUploadSchema,
  BannerInputSchema,
  BannerListSchema,
  BannerOrderInputSchema,
  BannerSchema,
  ErrorBodySchema,
  IdParamsSchema,
  MessageSchema,
  PROFILE_IMAGE_MAX_BYTES,
  homeMessages,
} from '@gameshelf/contracts';
import { readFileField } from '../uploads/read-file-field.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { BannersService } from './banners-service.ts';
import type { HomeService } from './home-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const admin = { auth: 'admin' as const };
const forBanner = { ...admin, invalidParamsMessage: homeMessages.bannerNotFound };
/** Audit-log actions of the banner writes (modules/admin/audit-hook.ts records them). */
const audit = (action: string) => ({ audit: { action, target: 'banner' } });

/** Spec 1 §7 home calls: home data and active banners for everyone; every banner and its writes for admins. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService; banners: BannersService; uploads: UploadsService }> = async (
  app,
  { home, banners, uploads },
) => {
  // Sent as the cached JSON text (HomeDataSchema's shape, checked by the tests): serializing the same
  // object on every request was most of the route's cost.
  app.get(apiPaths.home, async (_request, reply) => reply.type('application/json; charset=utf-8').send(await home.homeJson()));
  app.get(apiPaths.banners, { schema: { response: { 200: BannerListSchema } } }, async () => banners.active());
  app.get(apiPaths.bannersAdmin, { schema: { response: { 200: BannerListSchema, ...errors } }, config: admin }, async () => banners.all());
  app.post(
    apiPaths.banners,
    { schema: { body: BannerInputSchema, response: { 201: BannerSchema, ...errors } }, config: { ...admin, ...audit('BANNER_CREATED') } },
    async (request, reply) => reply.code(201).send(await banners.create(request.body)),
  );
  app.put(
    apiPaths.bannerPattern,
    {
      schema: { params: IdParamsSchema, body: BannerInputSchema, response: { 200: BannerSchema, ...errors } },
      config: { ...forBanner, ...audit('BANNER_UPDATED') },
    },
    async (request) => banners.update(request.params.id, request.body),
  );
  app.put(
    apiPaths.bannerOrder,
    {
      schema: { body: BannerOrderInputSchema, response: { 200: BannerListSchema, ...errors } },
      config: { ...admin, ...audit('BANNERS_REORDERED') },
    },
    async (request) => banners.reorder(request.body.bannerIds),
  );
  app.delete(
    apiPaths.bannerPattern,
    {
      schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      config: { ...forBanner, ...audit('BANNER_DELETED') },
    },
    async (request) => banners.delete(request.params.id),
  );
  app.post(
    apiPaths.bannerImageUpload,
    {
      schema: { consumes: ['multipart/form-data'], response: { 200: BannerImageUploadSchema, ...errors, 413: ErrorBodySchema } },
      config: { ...admin, ...audit('BANNER_IMAGE_UPLOADED'), rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ imageUrl: await uploads.storeBannerImage(await readFileField(request, PROFILE_IMAGE_MAX_BYTES)) }),
  );
};
