import '../zod-config.ts';
import { z } from 'zod';

/** The OpenAPI document (its own shape is OpenAPI 3.1's; here only what identifies it). */
export const ApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type ApiDocument = z.infer<typeof ApiDocumentSchema>;
