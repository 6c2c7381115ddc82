import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** One text in the three forms a client may ask for, encoded once and sent many times. */
export type EncodedText = { readonly identity: Buffer; readonly br: Buffer; readonly gzip: Buffer };
export type TextEncoding = 'br' | 'gzip' | null;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export const chooseEncoding = (acceptEncoding: string | undefined): TextEncoding =>
  acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? null) : null;

/**
 * Brotli quality for pages made per request (a server render, a page with its own head): about a
 * millisecond for 100 KB of text, where the build's 11 takes a hundred.
 */
export const PAGE_BROTLI_QUALITY = 5;

/**
 * `text` as UTF-8 bytes and its brotli and gzip copies, each compressed the first time a client asks
 * for it and then kept (a page most clients fetch in one encoding never pays for the others). Brotli
 * 11 (the build's copies) for text that changes only with a deploy or an operator's act; a lower
 * quality for text rebuilt at run time.
 */
export function encodeText(text: string, brotliQuality: number = constants.BROTLI_MAX_QUALITY): EncodedText {
  const identity = Buffer.from(text, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    get br() {
      br ??= brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      });
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
      return gzip;
    },
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
