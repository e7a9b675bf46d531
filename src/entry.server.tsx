import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { serverContentSource } from './cms/server-source.server';
import { provideContentSource } from './cms/source';

provideContentSource(serverContentSource);

export const streamTimeout = 5_000;

/**
 * Pages are rendered whole (onAllReady): loaders have already fetched everything, so waiting costs
 * nothing, every client (crawler or not) gets the same complete HTML, and the server can cache it.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
