import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** One text in the three forms a client may ask for, encoded once and sent many times. */
export type EncodedText = { identity: Buffer; br: Buffer; gzip: Buffer };
export type TextEncoding = 'br' | 'gzip' | null;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export const chooseEncoding = (acceptEncoding: string | undefined): TextEncoding =>
  acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? null) : null;

/**
 * `text` as UTF-8 bytes and their brotli and gzip copies. Brotli 11 (the build's copies) for text
 * that changes only with a deploy or an operator's act; a lower quality for text rebuilt at run time.
 */
export function encodeText(text: string, brotliQuality: number = constants.BROTLI_MAX_QUALITY): EncodedText {
  const identity = Buffer.from(text, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * Sends the form the request accepts with `Vary: Accept-Encoding` (and `Content-Encoding`, which
 * keeps the compression plugin off it); a HEAD gets the GET's headers and no body.
 */
export function sendEncoded(reply: FastifyReply, text: EncodedText, contentType: string): FastifyReply {
  const encoding = chooseEncoding(reply.request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').type(contentType);
  if (encoding) reply.header('content-encoding', encoding);
  const body = text[encoding ?? 'identity'];
  if (reply.request.method === 'HEAD') return reply.header('content-length', body.length).send();
  return reply.send(body);
}
