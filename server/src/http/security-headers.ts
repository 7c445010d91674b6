import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * The content security policy of the page. Everything comes from the server itself, except what
 * Firebase sign-in needs:
 * - in demo mode, the page calls the Auth emulator (the URL GET /api/config gives);
 * - with real Firebase settings, signInWithPopup loads Google's script host, frames the project's
 *   auth domain and accounts.google.com, and calls Google's token and identity APIs.
 * The page's only inline style, style={{ '--letters': n }}, is set by React through the CSSOM,
 * which a policy does not restrict, so no 'unsafe-inline' is needed anywhere.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const emulator = config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null;
  const google = emulator === null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(google ? ['https://apis.google.com'] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(emulator
        ? [emulator]
        : [
            'https://securetoken.googleapis.com',
            'https://identitytoolkit.googleapis.com',
            'https://www.googleapis.com',
          ]),
    ],
    'frame-src': google
      ? ['https://accounts.google.com', `https://${config.firebase.authDomain}`]
      : ["'none'"],
  };
  // Behind TLS in production; a local http://localhost game must keep calling its http emulator.
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Helmet's headers for this configuration, worked out once. @fastify/helmet would rebuild helmet's
 * middleware, CSP parsing included, on every request; the headers never change at run time.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The popup must be able to hand the result back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Google API keys restricted to the game's site check the Referer of the sign-in calls.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, collector, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers on every response, tuned so that Google's sign-in popup still works. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
