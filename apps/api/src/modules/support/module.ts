import type { FastifyInstance } from 'fastify';
import { DEFAULT_SUPPORT_CONFIG, supportContactsOf, type SupportConfig } from './contacts.ts';
import { supportRoutes } from './routes.ts';

/** Support: the channels of the feedback dialog, from configuration. */
export async function registerSupportModule(app: FastifyInstance, deps: { config?: SupportConfig }): Promise<void> {
  await app.register(supportRoutes, { contacts: supportContactsOf(deps.config ?? DEFAULT_SUPPORT_CONFIG) });
}
