import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { provideIslandCode, provideIslandRenderer } from '#kit/islands/island';
import type { IslandDefinition } from '#kit/islands/island-definition';
import { IslandRoot } from '#kit/islands/island-root';
import { provideStyles } from '#kit/styles';
import { islands, loadAllIslands } from '../blocks/islands';
import { siteIslands } from './account/islands';
import { z } from 'zod';
import { BROWSER_ENTRY, EDIT_ENTRY, HYDRATE_ENTRY, ISLANDS_ENTRY, provideBrowserScript, type BrowserScript } from './assets/browser-script';
import { serverStyles } from './assets/styles.server';
import { contentService } from './cms/content.server';
import { countExposure, flushExposures } from './experiments/exposures.server';
import { serveVariant, type ServedVariant } from './experiments/serve.server';
import { startOutbox, stopOutbox } from './mail/outbox.server';
import { serveLander } from './pages/lander.server';
import { startRetention } from './privacy/retention.server';
import { markErrorPageVariant } from './site/crawler';
import { PostAnswer } from './site/post-answer';

const ManifestEntry = z.object({ file: z.string(), imports: z.array(z.string()).optional() });
const Manifest = z.record(z.string(), ManifestEntry);
type Manifest = z.infer<typeof Manifest>;

/** Vite's manifest of the client build; null under Vite's dev server, which serves the sources. */
function readManifest(): Manifest | null {
  if (import.meta.env.DEV) return null;
  try {
    // This module is bundled into build/server/index.js; the client build sits beside it.
    return Manifest.parse(JSON.parse(readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8')));
  } catch (error) {
    // Pages without their script would have no islands and no chrome behaviour: refuse to serve.
    throw new Error('The client build has no usable Vite manifest (build/client/.vite/manifest.json): run `npm run build`', { cause: error });
  }
}

/** A module's files in the build, its own first, then those of everything it imports statically. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the client build's manifest`);
  if (into.has(`/${entry.file}`)) return into;
  into.add(`/${entry.file}`);
  for (const next of entry.imports ?? []) chunksOf(manifest, next, into);
  return into;
}

/**
 * What the browser fetches before it hydrates an island: the hydrating code and the island's own
 * chunks, less what the page's script has already loaded. Worked out at start for every island, so
 * that an island naming a module the build does not have stops the server, not a visitor's page.
 */
function islandCodeFiles(manifest: Manifest | null, definitions: IslandDefinition[]): Map<IslandDefinition, readonly string[]> {
  const files = new Map<IslandDefinition, readonly string[]>();
  if (!manifest) return files;
  const loaded = chunksOf(manifest, ISLANDS_ENTRY, chunksOf(manifest, BROWSER_ENTRY));
  const hydrating = chunksOf(manifest, HYDRATE_ENTRY);
  for (const definition of definitions) {
    const own = chunksOf(manifest, definition.source, new Set(hydrating));
    files.set(
      definition,
      [...own].filter((file) => !loaded.has(file)),
    );
  }
  return files;
}

const manifest = readManifest();
provideStyles(serverStyles);
provideBrowserScript(browserScriptFiles(manifest));
const islandCode = islandCodeFiles(manifest, [...Object.values(islands), ...Object.values(siteIslands)]);
provideIslandCode((definition) => islandCode.get(definition) ?? []);
// The mail outbox's worker: sends what is due in Directus's mail_outbox, and retries what failed.
startOutbox();
// The daily retention job: what is past the site settings' periods is erased (decision 0019).
startRetention();
// Islands render synchronously inside the page, each in a root of its own (see kit/islands/island.tsx).
await Promise.all([loadAllIslands(), ...Object.values(siteIslands).map((island) => island.load())]);
provideIslandRenderer((definition, state) => {
  const render = definition.loaded();
  if (!render) throw new Error('An island was rendered before its code was loaded');
  return renderToString(<IslandRoot state={state} render={render} />, { identifierPrefix: state.prefix });
});

/** The browser script's address and its chunks: its source under Vite's dev server, hashed files once built. */
function browserScriptFiles(manifest: Manifest | null): BrowserScript {
  // Under Vite's dev server, React Router's plugin makes every component hot-reloadable and wants its
  // refresh runtime in the page first: islands hydrate from those same modules.
  if (!manifest)
    return {
      src: `/${BROWSER_ENTRY}`,
      imports: [],
      devRuntime: '/@id/__x00__virtual:react-router/inject-hmr-runtime',
      editSrc: `/${EDIT_ENTRY}`,
    };
  // The script itself, then every chunk it imports (announced as module preloads).
  const [src = '', ...imports] = chunksOf(manifest, BROWSER_ENTRY);
  const edit = manifest[EDIT_ENTRY];
  return { src, imports, ...(edit ? { editSrc: `/${edit.file}` } : {}) };
}

export const streamTimeout = 5_000;

/**
 * Content changed, as another replica heard from Directus (server/revalidation.ts): the CMS answers
 * held here are refetched on next use (and kept meanwhile for an outage).
 */
export function invalidateContent(): void {
  contentService().invalidate();
}

/**
 * Reads, once the server listens, what the first visitor's pictures would otherwise wait on: the set
 * of files live content uses (every page and post, src/routes/media.ts). A CMS that cannot answer yet
 * is asked again by the first request that needs it.
 */
export async function warmUp(): Promise<void> {
  await contentService().liveFiles();
}

/**
 * The A/B test version for a request (decision 0018), for the server in front of the page cache
 * (server/app.ts): decided here, beside the content service whose experiments it reads. A visitor
 * given a version now is counted.
 */
export async function variantFor(
  pathname: string,
  headers: { cookie: string | null; userAgent: string; secure: boolean },
  { assign = true }: { assign?: boolean } = {},
): Promise<ServedVariant | null> {
  const served = await serveVariant(pathname, headers);
  // A form posted to its page keeps the version its visitor holds; it never gives one (nor counts one).
  if (served?.setCookie && !assign) return null;
  if (served?.setCookie) countExposure(served.assignment.experimentId, served.assignment.key);
  return served;
}

/**
 * What a request changes on a lander (issue 43: the message-match entry, the targeted blocks shown),
 * for the server in front of the page cache (server/app.ts): decided here, beside the content service
 * whose pages it reads.
 */
export const landerFor = serveLander;

/** The visitor counts not yet in Directus, sent before the process stops. */
export { flushExposures, stopOutbox };

/**
 * Pages are rendered whole (onAllReady): loaders have already fetched everything, so waiting costs
 * nothing, every client (crawler or not) gets the same complete HTML, and the server can cache it.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (routerContext.staticHandlerContext.errors) markErrorPageVariant(headers, request.headers.get('user-agent') ?? '');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // A page that answers a form's post is marked so that the browser never reloads it on its own (src/site/post-answer.ts).
    const page = (
      <PostAnswer.Provider value={request.method.toUpperCase() === 'POST'}>
        <ServerRouter context={routerContext} url={request.url} />
      </PostAnswer.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // Keep every block's Suspense boundary inline, in document order: React would otherwise move
      // large boundaries to the end of the stream, to be put in place by a script, which leaves
      // visitors without JavaScript (and quick crawlers) with hidden sections.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        headers.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error) {
        // Errors inside a block's boundary are recovered (the block is left out; see BlockList), so
        // they do not make the page a 500. Errors that break the shell go to onShellError.
        console.error(error);
      },
    });
  });
}
