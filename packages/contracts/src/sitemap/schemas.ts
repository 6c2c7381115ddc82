import '../zod-config.ts';
import { z } from 'zod';

/** A child sitemap's file name (`games-1.xml`); a name no file has is a 404 (`parseSitemapFileName`). */
export const SitemapFileParamsSchema = z.object({
  name: z.string().min(1).max(40),
});
export type SitemapFileParams = z.infer<typeof SitemapFileParamsSchema>;
