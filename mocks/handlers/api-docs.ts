import { HttpResponse, type HttpHandler } from 'msw';
import { getApiDocument, type ApiDocument } from '@gameshelf/contracts';
import { buildApiDocument } from '@gameshelf/contracts/openapi';
import { handle } from './endpoint.ts';
import { never, serverError } from './replies.ts';

/**
 * The document the contract generates (what the API serves), cut to the collections and API-docs
 * operations so a story's page stays the same when other domains gain endpoints.
 */
export const fixtureApiDocument = (): ApiDocument => {
  const document = buildApiDocument() as ApiDocument;
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => path.startsWith('/api/collections') || path === '/api/openapi.json'),
  );
  return { ...document, paths };
};

export const apiDocsHandlers = {
  loaded: [handle(getApiDocument, () => HttpResponse.json(fixtureApiDocument()))] as HttpHandler[],
  error: [handle(getApiDocument, serverError)] as HttpHandler[],
  loading: [handle(getApiDocument, never)] as HttpHandler[],
};
