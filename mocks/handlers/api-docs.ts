import { HttpResponse, type HttpHandler } from 'msw';
import { getApiDocument, type ApiDocument } from '@gameshelf/contracts';
import { buildApiDocument } from '@gameshelf/contracts/openapi';
import { handle } from './endpoint.ts';
import { never, serverError } from './replies.ts';

/** The real document the contract generates (what the API serves). */
export const fixtureApiDocument = (): ApiDocument => buildApiDocument() as ApiDocument;

export const apiDocsHandlers = {
  loaded: [handle(getApiDocument, () => HttpResponse.json(fixtureApiDocument()))] as HttpHandler[],
  error: [handle(getApiDocument, serverError)] as HttpHandler[],
  loading: [handle(getApiDocument, never)] as HttpHandler[],
};
