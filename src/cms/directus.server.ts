// Reads content from Directus with the site's server-only, read-only token. Everything that leaves
// this module has been through zod; nothing here is sent to the browser.
import { createDirectus, readFiles, readItem, readItems, rest, staticToken } from '@directus/sdk';
import { z } from 'zod';
import type { Locale } from '../../schemas/locale';
import { PAGE_ROUTE_FIELDS, pageRouteSchema, pageSchema, type PageRoute, type PageRow } from '../../schemas/page';
import { siteSettingsSchema, type SiteSettings } from '../../schemas/site-settings';
import { loadAllBlocks } from '../../blocks';
import { blockFieldsQuery, parseBlocks, resolveRelated, type BlockIssue, type PageBlockEntry } from './blocks';
import type { RelatedQuery } from '../../blocks/_shared/define';

export type ParsedPage = { row: PageRow; blocks: PageBlockEntry[] };

export type ContentReader = {
  routes(): Promise<PageRoute[]>;
  page(id: number): Promise<ParsedPage | null>;
  settings(locale: Locale): Promise<SiteSettings | null>;
};

export type ReaderOptions = {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  log: (message: string, detail?: unknown) => void;
};

export function createDirectusReader({ url, token, timeoutMs, log }: ReaderOptions): ContentReader {
  const base = createDirectus(url).with(
    rest({
      onRequest: (options) => ({ ...options, signal: AbortSignal.timeout(timeoutMs) }),
    }),
  );
  const client = token ? base.with(staticToken(token)) : base;

  const reportBlock = (issue: BlockIssue) =>
    log(`Dropped an invalid block on page ${issue.pageId}: ${issue.collection} #${issue.blockId}`, issue.problems);

  // Related content of blocks (latest posts, logo folders): items, or files of the library.
  const readRelated = async ({ collection, fields, filter, sort, limit }: RelatedQuery): Promise<unknown> => {
    const query = { fields, ...(filter ? { filter } : {}), ...(sort ? { sort } : {}), limit: limit ?? 100 };
    return collection === 'directus_files' ? client.request(readFiles(query)) : client.request(readItems(collection, query));
  };

  return {
    async routes() {
      const rows: unknown = await client.request(readItems('pages', { fields: PAGE_ROUTE_FIELDS, limit: -1, sort: ['id'] }));
      const list = z.array(z.unknown()).parse(rows);
      const routes: PageRoute[] = [];
      for (const row of list) {
        const parsed = pageRouteSchema.safeParse(row);
        if (parsed.success) routes.push(parsed.data);
        else log('Ignored a page that cannot be routed', { row, issues: parsed.error.issues });
      }
      return routes;
    },

    async page(id) {
      await loadAllBlocks();
      const raw: unknown = await client.request(
        readItem('pages', id, { fields: ['*', ...blockFieldsQuery()], deep: { blocks: { _sort: ['sort', 'id'], _limit: -1 } } }),
      );
      const row = pageSchema.safeParse(raw);
      if (!row.success) {
        log(`Page ${id} is invalid and is not shown`, row.error.issues);
        return null;
      }
      const rows = z.object({ blocks: z.unknown() }).parse(raw).blocks;
      const filled = await resolveRelated(rows, { locale: row.data.locale }, readRelated, log);
      const blocks = parseBlocks(filled, id, reportBlock);
      return { row: row.data, blocks };
    },

    async settings(locale) {
      const rows: unknown = await client.request(readItems('site_settings', { filter: { locale: { _eq: locale } }, limit: 1 }));
      const first = z.array(z.unknown()).parse(rows)[0];
      if (first === undefined) return null;
      const parsed = siteSettingsSchema.safeParse(first);
      if (!parsed.success) log(`Site settings for ${locale} are invalid`, parsed.error.issues);
      return parsed.success ? parsed.data : null;
    },
  };
}
