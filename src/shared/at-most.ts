// Work on a list with a bound on how much runs at once: the CMS reads of the set of live files
// (src/cms/content.server.ts), the outbox's sending lanes (src/mail/outbox.server.ts).

/** `work` on every item, at most `limit` at a time, each started in the items' order; the results in that order. */
export async function eachAtMost<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(limit, items.length)) }, worker));
  return results;
}
