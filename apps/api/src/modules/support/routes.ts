import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, SupportContactsSchema, type SupportContact } from '@gameshelf/contracts';

/** Public and the same for everyone: browsers and proxies may keep it for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

export const supportRoutes: FastifyPluginAsyncZod<{ contacts: SupportContact[] }> = async (app, { contacts }) => {
  app.get(apiPaths.supportContacts, { schema: { response: { 200: SupportContactsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return { contacts };
  });
};
