// One moment per request: the chrome's banner and the page's publish windows are judged at the same
// time, however long the loaders take, so the cache lifetime is counted from it (decision 0006).
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { judgedAtMiddleware, momentOf } from './judged-at.server';

describe('the moment a request is judged at', () => {
  it('is set once, before the loaders, and read the same by every loader however late it asks', async () => {
    const context = new RouterContextProvider();
    const before = Date.now();
    const seen: number[] = [];
    await judgedAtMiddleware(
      { context, request: new Request('http://site.test/fr'), params: {}, url: new URL('http://site.test/fr'), pattern: '/fr' },
      async () => {
        seen.push(momentOf(context).getTime());
        await new Promise((r) => setTimeout(r, 30));
        seen.push(momentOf(context).getTime());
        return new Response(null);
      },
    );
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBeGreaterThanOrEqual(before);
  });

  it('is now outside a request', () => {
    const before = Date.now();
    expect(momentOf(new RouterContextProvider()).getTime()).toBeGreaterThanOrEqual(before);
  });
});
