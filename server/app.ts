// The site's HTTP server: static assets, the page cache, and React Router's server rendering.
import compression from 'compression';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { FORM_TICKET_PLACEHOLDER } from '#schemas/form-values.ts';
import { cacheKeyFor } from '#schemas/marketing-params.ts';
import { newTicket } from '../src/forms/ticket.server.ts';
import { baseSecurityHeaders, contentSecurityPolicy, CSP_NONCE, newNonce } from '../src/security/headers.ts';
import { HOME_TARGET_HEADER, homeRedirect } from '../src/i18n/negotiate.ts';
import { isCrawler } from '../src/site/crawler.ts';
import { VARIANT_HEADER, variantHeaderValue } from '#schemas/experiment.ts';
import type { ServedVariant } from '../src/experiments/serve.server.ts';
import { MATCH_HEADER } from '#schemas/message-match.ts';
import { SHOWN_HEADER } from '#schemas/audience.ts';
import type { ServedLander } from '../src/pages/lander.server.ts';
import { accessLine, requestIdFrom, withRequestId } from './logging.ts';
import { PageBody } from './page-body.ts';
import { PageCache } from './page-cache.ts';
import { publicOriginOf } from './origin.ts';

export type SiteAppOptions = {
  build: ServerBuild;
  clientDir: string;
  pageCacheTtlMs: number;
  pageCacheMaxBytes?: number;
  /**
   * How long a library picture is served before it is fetched again (PAGE_CACHE_PICTURE_TTL_MS): longer
   * than a page, since nothing on it expires by the clock (a publish window is a page's); the revalidate
   * hook empties it with the pages when a file is replaced, deleted or taken off its last page, as it
   * purges the CDN that keeps it a year.
   */
  pictureTtlMs: number;
  trustProxy?: string;
  /**
   * The site's public address (SITE_URL): requests for its host are handed to React Router with its
   * origin, so Origin checks pass behind a proxy that ends TLS (server/origin.ts).
   */
  siteUrl?: string;
  /** Origins that may frame the pages besides the site (the Data Studio's live preview). */
  frameAncestors?: readonly string[];
  /** True while the server drains before it stops (server/shutdown.ts): /readyz says 503, connections close. */
  isDraining?: () => boolean;
  /** One JSON line per request on stdout (LOG_FORMAT=json). */
  accessLog?: boolean;
  /**
   * Directus said content changed (POST /api/revalidate answered 200): by default this process drops
   * its rendered pages; server/revalidation.ts tells every replica instead.
   */
  onContentChanged?: (pageCache: PageCache) => void;
  /**
   * The A/B test version of a page for a request (src/entry.server.tsx variantFor): decided before the
   * page cache, whose key it joins; none, no experiments.
   */
  variantFor?: (
    pathname: string,
    headers: { cookie: string | null; userAgent: string; secure: boolean },
    options?: { assign?: boolean },
  ) => Promise<ServedVariant | null>;
  /**
   * What a request changes on a lander (src/entry.server.tsx landerFor, issue 43): the message-match
   * entry and the blocks shown to some visitors only, decided before the page cache, whose key they
   * join in place of the keyword and the campaign; none, no landers.
   */
  landerFor?: (pathname: string, search: URLSearchParams, userAgent: string) => Promise<ServedLander | null>;
};

/** More than any form sends: a body past it is not read further (the page's action answers 413). */
const BODY_READ_LIMIT = 64 * 1024;

async function readRequestBody(req: ExpressRequest): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(buffer);
    size += buffer.length;
    if (size > BODY_READ_LIMIT) return { body: Buffer.concat(chunks), truncated: true };
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function toFetchRequest(req: ExpressRequest, origin: string, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = `${origin}${req.originalUrl}`;
  if (req.method === 'GET' || req.method === 'HEAD' || body === undefined) return new Request(url, { method: req.method, headers });
  return new Request(url, { method: req.method, headers, body: new Uint8Array(body) });
}

/** What a rendered body may hold for the server to fill in, per response. */
const PLACEHOLDERS = [CSP_NONCE, FORM_TICKET_PLACEHOLDER];

/** A rendered response's body, cut at its placeholders once (server/page-body.ts); a picture's bytes are never read for them. */
async function bodyOf(response: Response, placeholders: readonly string[] = PLACEHOLDERS): Promise<PageBody> {
  return PageBody.of(Buffer.from(await response.arrayBuffer()), placeholders);
}

/**
 * How long after that a picture is still served while fetched again behind the visitor (the route's
 * stale-while-revalidate, a day, bounds it): only the first visitor after a start waits on Directus.
 */
const PICTURE_STALE_MS = 24 * 60 * 60_000;

/**
 * A library picture at one of its widths (src/routes/media.ts), asked whole: its one key in the page
 * cache, whatever else its address carries; null for anything else /media serves (a video or captions
 * file, a byte range), which is not kept.
 */
function pictureKey(req: ExpressRequest): string | null {
  const width = req.query['w'];
  if (!req.path.startsWith('/media/') || typeof width !== 'string' || req.get('range')) return null;
  return `media ${req.path}?w=${width}`;
}

/**
 * A response as sent: a page gets a fresh script nonce, in its markup and its Content-Security-Policy,
 * and a page with forms a fresh ticket (src/forms/ticket.server.ts); the cached copy keeps the
 * placeholders. A response's own headers replace the defaults set earlier (a stricter Referrer-Policy).
 */
function send(
  res: ExpressResponse,
  status: number,
  headers: Iterable<[string, string]>,
  stored: PageBody,
  cacheState: string,
  frameAncestors: readonly string[],
) {
  const nonce = newNonce();
  // A ticket is signed only for a page that has a form.
  const body = stored.fill({ [CSP_NONCE]: () => nonce, [FORM_TICKET_PLACEHOLDER]: newTicket });
  res.status(status);
  let html = false;
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (lower === 'content-length' && body.byteLength !== stored.byteLength) continue;
    if (lower === 'content-type') html = value.startsWith('text/html');
    if (lower !== 'set-cookie') res.removeHeader(name);
    res.append(name, value);
  }
  if (html) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, frameAncestors));
  res.setHeader('X-Page-Cache', cacheState);
  res.end(body);
}

export function createSiteApp({
  build,
  clientDir,
  pageCacheTtlMs,
  pageCacheMaxBytes,
  pictureTtlMs,
  trustProxy,
  siteUrl,
  frameAncestors = [],
  isDraining = () => false,
  accessLog = false,
  onContentChanged = (cache) => cache.clear(),
  variantFor,
  landerFor,
}: SiteAppOptions) {
  const app = express();
  // Express's own syntax: 'loopback', a hop count, or addresses (https://expressjs.com/en/guide/behind-proxies.html).
  if (trustProxy) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  app.disable('x-powered-by');
  const originOf = publicOriginOf(siteUrl);
  // Every response, assets included: security headers (HSTS over HTTPS, as Express sees it: behind a
  // proxy, set TRUST_PROXY), the request's id (a trusted proxy's, or a new one) on the response and on
  // every log line written while serving it, and, once the server drains, no more keep-alive.
  app.use((req, res, next) => {
    for (const [name, value] of baseSecurityHeaders(req.secure)) res.setHeader(name, value);
    const requestId = requestIdFrom(trustProxy ? req.get('x-request-id') : undefined);
    res.setHeader('X-Request-Id', requestId);
    if (isDraining()) {
      res.setHeader('Connection', 'close');
      if (req.path === '/readyz') return res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping' });
    }
    if (accessLog) {
      const started = performance.now();
      res.once('finish', () => {
        const cache = res.getHeader('x-page-cache');
        const line = accessLine(requestId, {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(typeof cache === 'string' ? { cache } : {}),
        });
        process.stdout.write(`${line}\n`);
      });
    }
    withRequestId(requestId, next);
  });
  app.use(compression());
  // Vite's hashed assets never change; everything else in public/ may.
  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }));
  // The rest of public/ (the favicon): files have an extension, pages do not, and a page's address is
  // not looked for on disk.
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));

  // The visitor's address for the forms' rate limit, as Express determines it (behind a proxy or CDN,
  // set TRUST_PROXY). A header of that name from outside is never believed.
  app.use((req, _res, next) => {
    req.headers['x-site-client-ip'] = req.ip ?? 'unknown';
    // Whether "/" sends this visitor to their language, decided once here (the page cache must know)
    // and read by the locale middleware (src/i18n/middleware.server.ts); never believed from outside.
    if (req.path === '/') req.headers[HOME_TARGET_HEADER] = homeRedirect({ get: (name) => req.get(name) ?? null }, new URL(originOf(req)).host) ?? '';
    else delete req.headers[HOME_TARGET_HEADER];
    // The A/B test version, likewise decided here and never believed from outside (decision 0018).
    delete req.headers[VARIANT_HEADER];
    // And what a lander's visit sees: the message-match entry and the targeted blocks (issue 43).
    delete req.headers[MATCH_HEADER];
    delete req.headers[SHOWN_HEADER];
    next();
  });

  const pageCache = new PageCache(pageCacheTtlMs, pageCacheMaxBytes);
  /**
   * What a request's keyword and campaign change on a lander, handed to the loader in MATCH_HEADER and
   * SHOWN_HEADER: only a page's address with a query can carry them (without, the loader shows the
   * page a visit that names nothing sees).
   */
  const landerOf = async (req: ExpressRequest): Promise<ServedLander | null> => {
    if (!landerFor || !req.originalUrl.includes('?') || req.path.startsWith('/api/') || req.path.startsWith('/media/')) return null;
    const lander = await landerFor(req.path, new URLSearchParams(req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)), req.get('user-agent') ?? '');
    if (lander?.key) req.headers[MATCH_HEADER] = lander.key;
    if (lander && lander.shown !== null) req.headers[SHOWN_HEADER] = lander.shown;
    return lander;
  };
  const render = createRequestHandler(build, 'production');

  // A stale picture is fetched again once, as a visitor with no preview would ask for it: kept when it
  // is still for everyone, dropped when it is not (off every page, deleted), kept stale while Directus fails.
  const refreshing = new Set<string>();
  const refreshPicture = (key: string, url: string) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const generation = pageCache.generation;
    const renderedFrom = Date.now();
    void render(new Request(url))
      .then(async (response) => {
        const body = await bodyOf(response, []);
        const headers = [...response.headers.entries()];
        if (PageCache.cacheable(response))
          pageCache.set(key, { status: response.status, headers, body, storedAt: renderedFrom }, generation, pictureTtlMs, PICTURE_STALE_MS);
        else if (response.status < 500 && generation === pageCache.generation) pageCache.delete(key);
      })
      .catch((error: unknown) => console.warn(`[site] a stale picture could not be fetched again; it is served as it was: ${String(error)}`))
      .finally(() => refreshing.delete(key));
  };

  app.use(async (req, res, next) => {
    try {
      const readOnly = req.method === 'GET' || req.method === 'HEAD';
      const revalidating = req.method === 'POST' && req.path === '/api/revalidate';
      if (!readOnly) {
        // A form posted to its page (no JavaScript): the answer is a page too, never cached, in the
        // A/B test version its visitor holds. A body far larger than a form is not read to its end,
        // and the connection is not kept. The JSON API's posts come this way too, so that their
        // request carries the public origin like every other (server/origin.ts).
        const api = req.path.startsWith('/api/');
        const held =
          variantFor && !api
            ? await variantFor(req.path, { cookie: req.get('cookie') ?? null, userAgent: req.get('user-agent') ?? '', secure: req.secure }, { assign: false })
            : null;
        if (held && !held.crawler) req.headers[VARIANT_HEADER] = variantHeaderValue(held.assignment.experimentId, held.assignment.key);
        // The answer page keeps the words and the blocks the visitor's keyword and campaign gave the lander.
        await landerOf(req);
        // Read before the body: a body read short destroys the request, its socket (and scheme) with it.
        const origin = originOf(req);
        const { body, truncated } = await readRequestBody(req);
        if (truncated) res.setHeader('Connection', 'close');
        const response = await render(toFetchRequest(req, origin, body));
        // Directus says content changed: rendered pages are dropped along with the CMS answers before
        // the site answers, so that its 200 means every page asked for from then on shows the change.
        if (revalidating && response.status === 200) onContentChanged(pageCache);
        return send(res, response.status, [...response.headers.entries()], await bodyOf(response), 'bypass', frameAncestors);
      }
      // A page under an A/B test: the version joins the key (one entry per version, never per visitor),
      // a new visitor gets the cookie that keeps it, and an answer to a visitor holding no version yet
      // is not for a CDN, whose key is that cookie (decision 0018).
      const served =
        variantFor && !req.path.startsWith('/api/') && !req.path.startsWith('/media/')
          ? await variantFor(req.path, {
              cookie: req.get('cookie') ?? null,
              userAgent: req.get('user-agent') ?? '',
              secure: req.secure,
            })
          : null;
      // A lander (issue 43): the entry the keyword selects and the targeted blocks shown join the key,
      // and the keyword's parameter leaves it, so a thousand keywords share the few copies they make.
      const lander = await landerOf(req);
      const extra: [string, string][] = [];
      if (served) {
        if (!served.crawler) req.headers[VARIANT_HEADER] = variantHeaderValue(served.assignment.experimentId, served.assignment.key);
        if (served.setCookie) extra.push(['Set-Cookie', served.setCookie]);
        if (!served.shareable) extra.push(['Cache-Control', 'private, no-store']);
      }
      // Crawlers get different error bodies, and "/" may redirect a first visit: both change the key.
      // Campaign tags and click ids (utm_*, gclid...) change nothing on the page and are unique per
      // click: left out, every ad click is served from the cache (schemas/marketing-params.ts).
      // A library picture is kept too, by its width alone: without a CDN in front, every page view asks
      // for several, and each would cost Directus a file read (and its record, and the live files).
      // Only an answer for everyone is kept (public, s-maxage: not a preview's); a file replaced, deleted
      // or taken off its last page empties the cache with the rest (the revalidate hook).
      const picture = pictureKey(req);
      const key =
        picture ??
        `${isCrawler(req.get('user-agent') ?? '') ? 'bot ' : ''}${cacheKeyFor(req.originalUrl, lander?.param ? [lander.param] : [])}${served?.cacheKey ?? ''}${lander?.cacheKey ?? ''}`;
      const redirectsHome = Boolean(req.get(HOME_TARGET_HEADER));
      const usable =
        pageCache.enabled &&
        !redirectsHome &&
        // A preview's token in a page's address makes it private; a picture's preview is read from the
        // Referer, never its own address (src/routes/media.ts), so a token there changes nothing.
        (picture !== null || (!req.query['preview'] && !req.query['edit'])) &&
        !req.path.endsWith('.data') &&
        (picture !== null || !req.path.startsWith('/media/'));
      const found = usable ? pageCache.lookup(key) : undefined;
      if (found) {
        // Only a picture is ever stale (PICTURE_STALE_MS): the visitor has it now, and the cache a fresh copy soon.
        if (found.stale && picture) refreshPicture(key, `${originOf(req)}${req.originalUrl}`);
        const hit = found.entry;
        return send(res, hit.status, [...hit.headers, ...extra], hit.body, found.stale ? 'stale' : 'hit', frameAncestors);
      }

      // Content may change while this renders (Directus calls /api/revalidate): then it is not kept.
      const generation = pageCache.generation;
      // A copy's lifetime (its s-maxage) counts from before the render, not from when it is stored: the
      // loader worked it out to the next publish boundary, and the render's time must not run past it.
      const renderedFrom = Date.now();
      const response = await render(toFetchRequest(req, originOf(req)));
      const body = await bodyOf(response, picture ? [] : PLACEHOLDERS);
      const headers = [...response.headers.entries()];
      if (usable && req.method === 'GET' && PageCache.cacheable(response)) {
        pageCache.set(
          key,
          { status: response.status, headers, body, storedAt: renderedFrom },
          generation,
          picture ? pictureTtlMs : undefined,
          picture ? PICTURE_STALE_MS : 0,
        );
      }
      send(res, response.status, [...headers, ...extra], body, usable ? 'miss' : 'bypass', frameAncestors);
    } catch (error) {
      next(error);
    }
  });
  return { app, pageCache };
}
