import type { FastifyInstance } from 'fastify';
import { DEFAULT_SUPPORT_CONFIG, supportContactsOf, type SupportConfig } from './contacts.ts';
import { supportRoutes } from './routes.ts';

/** Support: the channels of the feedback dialog, from configuration. */
export async function registerSupportModule(app: FastifyInstance, deps: { config?: SupportConfig }): Promise<void> {
  const contacts = supportContactsOf(deps.config ?? DEFAULT_SUPPORT_CONFIG);
  await app.register(async (scope) => supportRoutes(scope, contacts));
}
