import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../../db/database.ts';
import { createCardRenderer, type CardRenderer } from './card-renderer.ts';
import { headTags } from './head-html.ts';
import { createPageHeads, type PageHead } from './page-head.ts';
import { createPreviewImagesRepository } from './preview-images-repository.ts';
import type { PreviewSources } from './preview-sources.ts';
import { createRemoteImages, type RemoteImageOptions } from './remote-images.ts';
import { previewRoutes } from './routes.ts';
import { createPreviewsService } from './service.ts';

/**
 * Link previews (issue 35): the preview image of each shareable page, and each page's head tags
 * (`pageHeadTags`, which the web build's fallback puts into index.html).
 */
export function createPreviews(deps: {
  db: AppDb;
  sources: PreviewSources;
  publicUrl: string;
  /** Where the card's pictures may be fetched from, and how. */
  pictures: Omit<RemoteImageOptions, 'publicUrl'>;
  /** Draws a card (default: satori and resvg); tests wrap it to count renders. */
  render?: CardRenderer;
  now?: () => Date;
  /** False while maintenance refuses writes (the stored copy waits; the image is still served). */
  writesAllowed?: () => Promise<boolean>;
}) {
  const render = deps.render ?? createCardRenderer(createRemoteImages({ ...deps.pictures, publicUrl: deps.publicUrl }));
  const service = createPreviewsService({
    sources: deps.sources,
    images: createPreviewImagesRepository(deps.db),
    render,
    now: deps.now,
    writesAllowed: deps.writesAllowed,
  });
  const pageHead = createPageHeads({ sources: deps.sources, publicUrl: deps.publicUrl });
  // The tags of a head object that is asked again (a kept game's head): written once.
  const tagsOf = new WeakMap<PageHead, string>();
  const routes: FastifyPluginAsync = async (app) => previewRoutes(app, service);
  return {
    service,
    routes,
    /** The head tags of a shareable URL as a guest sees it, or null (keep the generic head). */
    pageHeadTags: async (url: string): Promise<string | null> => {
      const head = await pageHead(url);
      if (!head) return null;
      let tags = tagsOf.get(head);
      if (tags === undefined) tagsOf.set(head, (tags = headTags(head)));
      return tags;
    },
  };
}
