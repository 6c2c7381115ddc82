import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_SUPPORT_CONFIG, supportContactsOf, type SupportConfig } from './contacts.ts';
import { supportRoutes } from './routes.ts';

/** Support: the channels of the feedback dialog, from configuration. No service: the contacts are fixed at start. */
export function createSupport(deps: { config?: SupportConfig }) {
  const contacts = supportContactsOf(deps.config ?? DEFAULT_SUPPORT_CONFIG);
  const routes: FastifyPluginAsync = async (app) => supportRoutes(app, contacts);
  return { routes };
}
