import type { FastifyInstance } from 'fastify';
import {
  PROFILE_IMAGE_MAX_BYTES,
  createBanner,
  deleteBanner,
  getHomeData,
  homeMessages,
  listActiveBanners,
  listAllBanners,
  reorderBanners,
  updateBanner,
  uploadBannerImage,
} from '@gameshelf/contracts';
import { sendEncoded } from '../../shared/encoded-text.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { readFileField } from '../uploads/read-file-field.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { BannersService } from './banners-service.ts';
import type { HomeService } from './home-service.ts';

const forBanner = { invalidParamsMessage: homeMessages.bannerNotFound };
/** Audit-log actions of the banner writes (modules/admin/audit-hook.ts records them). */
const audit = (action: string) => ({ audit: { action, target: 'banner' } });

/** Spec 1 §7 home calls: home data and active banners for everyone; every banner and its writes for admins. */
export function homeRoutes(
  app: FastifyInstance,
  { home, banners, uploads }: { home: HomeService; banners: BannersService; uploads: Pick<UploadsService, 'storeBannerImage'> },
): void {
  // Sent as the kept JSON bytes in the encoding asked for (HomeDataSchema's shape, checked by the
  // tests): serializing and compressing the same object on every request was most of the route's cost.
  serveEndpoint(app, getHomeData, async (_request, reply) =>
    sendEncoded(reply, await home.encodedHome(), 'application/json; charset=utf-8'),
  );
  serveEndpoint(app, listActiveBanners, async () => banners.active());
  serveEndpoint(app, listAllBanners, async () => banners.all());
  serveEndpoint(app, createBanner, async (request) => banners.create(request.body), audit('BANNER_CREATED'));
  serveEndpoint(app, updateBanner, async (request) => banners.update(request.params.id, request.body), {
    ...forBanner,
    ...audit('BANNER_UPDATED'),
  });
  serveEndpoint(app, reorderBanners, async (request) => banners.reorder(request.body.bannerIds), audit('BANNERS_REORDERED'));
  serveEndpoint(app, deleteBanner, async (request) => banners.delete(request.params.id), { ...forBanner, ...audit('BANNER_DELETED') });
  serveEndpoint(
    app,
    uploadBannerImage,
    async (request) => ({ imageUrl: await uploads.storeBannerImage(await readFileField(request, PROFILE_IMAGE_MAX_BYTES)) }),
    { ...audit('BANNER_IMAGE_UPLOADED'), rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
}
