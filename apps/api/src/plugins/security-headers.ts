import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { GAME_IMAGE_ORIGIN } from '@gameshelf/contracts';

/** Powerful features the app never uses, off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export type SecurityHeadersOptions = {
  /** Origin users reach the app at; HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** CSP hash sources of the inline scripts of the served index.html (plugins/web-app.ts). */
  inlineScriptHashes?: string[];
  /** Extra image origins, e.g. the public URL of the S3 bucket holding profile photos. */
  imageOrigins?: string[];
  /** Other origins allowed to call the API from a browser (CORS); none means same-origin only. */
  corsOrigins?: string[];
};

/** The Content-Security-Policy directives the built web app runs under, as helmet takes them. */
export function contentSecurityPolicy(options: SecurityHeadersOptions): Record<string, string[]> {
  const https = options.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    // The bundle is served from our origin; the one inline script (the pre-paint theme) by its hash.
    'script-src': ["'self'", ...(options.inlineScriptHashes ?? [])],
    'style-src': ["'self'"],
    // Stylesheets come from our origin, but vaul (bottom sheet) and react-remove-scroll (Radix dialogs'
    // scroll lock) add <style> elements at run time, one with the scrollbar width measured then: a hash
    // cannot cover that and neither library takes a nonce. Inline style elements are allowed; inline
    // scripts, eval and style attributes are not.
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    // Banners and notices may show a picture from any https host (admins write them); pictures run no
    // code. Plain http stays out (mixed content).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', GAME_IMAGE_ORIGIN, ...(options.imageOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Sign-in leaves for the provider through `location`, not a form, so forms stay on our origin.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
}

/**
 * The headers helmet sets for these options, worked out once: they are the same on every response,
 * and building helmet's middleware per request (what @fastify/helmet does) re-parses the CSP each time,
 * about a tenth of a small API answer's server time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet 8 throws a bad option at once rather than passing it on.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every response (helmet): the CSP above, nosniff, a strict referrer policy, a
 * Permissions-Policy, COOP same-origin, no framing, and HSTS when the public URL is https. CORS is
 * answered only for `corsOrigins`; without them browsers keep other origins out (same-origin).
 * Must be registered before the routes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  const corsOrigins = options.corsOrigins ?? [];
  const headers = {
    ...securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Uploaded photos may be shown by an allowed other origin's <img>.
      crossOriginResourcePolicy: { policy: corsOrigins.length ? 'cross-origin' : 'same-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (corsOrigins.length) {
    await app.register(fastifyCors, {
      origin: corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Bearer tokens travel in a header; cookies (the OAuth state) stay on our own origin.
      credentials: false,
      maxAge: 600,
    });
  }
}
