import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The security headers of every FairGo host (docs/security.md), built by helmet: the same
 * policies serve the local hosts (serve-app.ts), the API (its plugin) and production nginx (nginx.ts,
 * which writes out what helmet would send). Each policy starts from helmet's defaults (nosniff, HSTS,
 * no-referrer, Cross-Origin-Opener-Policy …) and tightens them.
 */

/** helmet's options, as @fastify/helmet takes them (for the app, a route or `reply.helmet`). */
export type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** Browser features no FairGo page uses; helmet does not send this header, so it is added beside it. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * A developer override (shell/src/platform/overrides.ts) loads one remote from a build on the
 * developer's own machine, so the site's pages allow loopback origins besides the released remotes,
 * outside production only.
 */
const LOCAL_BUILDS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Whether the loopback sources already allow a source (any port, any path of a loopback host): it is
 * not written again. The page's headers are not compressed, and on a slow network a page whose
 * response passes the first round trip's ~14.6 KB waits one more (docs/performance.md).
 */
const isLocalBuild = (source: string) => {
  const { protocol, hostname } = new URL(source);
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1');
};

const common: HelmetOptions = { frameguard: { action: 'deny' } };

/** A `'sha256-…'` source for an inline script or style with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNS = /^\s*$|\btype\s*=\s*["']?(?:module|text\/javascript)["']?/i;

/** The hash sources of the inline scripts a browser runs in `html` (not `src` scripts, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && RUNS.test(attributes))
    .map(([, , body = '']) => cspHash(body));
  return [...new Set(hashes)];
}

/**
 * A CSP source for where a remote is served: its origin, or the folder under it (`https://cdn/mf-tasks/`; a
 * source with a path and no trailing slash would match that one file only).
 */
export function sourceOf(base: string): string {
  const url = new URL(base);
  return url.pathname === '/' ? url.origin : `${url.origin}${url.pathname.replace(/\/?$/, '/')}`;
}

export interface PagePolicyOptions {
  /** Where remotes are served from (each remote's ORIGIN_<NAME>, or its local host): origins or folders. */
  remoteOrigins: readonly string[];
  /** The hashes of the page's own inline scripts; no other inline script runs. */
  scriptHashes: readonly string[];
  /** The API's origin when it is not the site's (PUBLIC_API_BASE_URL on another host). */
  apiOrigin?: string | null;
  /** In production, no page loads a script from the visitor's own machine (no developer override). */
  production?: boolean;
}

/**
 * A page of the site: scripts only from the site, the remotes' origins and the page's own inline
 * scripts by hash (no 'unsafe-inline', no 'unsafe-eval'). Styles allow 'unsafe-inline': Emotion
 * writes Chakra's styles into <style> elements at run time and the prerendered pages carry them
 * inline; a nonce would have to change on every response, and the page is the same for every visitor so
 * that a CDN can keep it (docs/security.md).
 */
export function pagePolicy({
  remoteOrigins,
  scriptHashes,
  apiOrigin,
  production = false,
}: PagePolicyOptions): HelmetOptions {
  const remotes = production
    ? remoteOrigins.map(sourceOf)
    : [...remoteOrigins.map(sourceOf).filter((source) => !isLocalBuild(source)), ...LOCAL_BUILDS];
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...remotes, ...api],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...api],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  };
}

/** A remote's files: loaded by the site from another origin (so cross-origin CORP), never a document. */
export const remoteFilesPolicy: HelmetOptions = {
  ...common,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

/**
 * The API: JSON and uploaded images, nothing that runs. Same-site CORP, so the site's pages may show
 * its images when the API has a host of its own.
 */
export const apiPolicy: HelmetOptions = {
  ...common,
  crossOriginResourcePolicy: { policy: 'same-site' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
};

/** A server-rendered page of the API (the development payment provider's): its one style by hash, forms to itself. */
export const apiPagePolicy = (styleHashes: readonly string[]): HelmetOptions => ({
  ...apiPolicy,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: [...styleHashes],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
  },
});

/**
 * The API's reference page (Swagger UI): its scripts and styles from the API itself, the inline style
 * attributes it draws with, and the description it reads from /api/openapi.json.
 */
export const apiReferencePolicy: HelmetOptions = {
  ...apiPolicy,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
};

/** The headers `policy` gives a response, as helmet sets them (for nginx, and for pages composed once). */
export function headersOf(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(policy as Parameters<typeof helmet>[0])(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return { ...headers, 'Permissions-Policy': PERMISSIONS_POLICY };
}

/** Registers `policy` (helmet) on every reply of the app, with the Permissions-Policy. */
export const securityHeaders: FastifyPluginAsync<HelmetOptions> = fp(async (app, policy) => {
  await app.register(fastifyHelmet, policy);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
});
