// Reads content from Directus with the site's server-only, read-only token. Everything that leaves
// this module has been through zod; nothing here is sent to the browser.
import { readFiles, readItem, readItems } from '@directus/sdk';
import { z } from 'zod';
import type { Locale } from '#schemas/locale';
import { PAGE_FIELDS, PAGE_ROUTE_FIELDS, pageRouteSchema, pageSchema, type PageRoute, type PageRow } from '#schemas/page';
import { EXPERIMENT_FIELDS, experimentSchema, type Experiment } from '#schemas/experiment';
import { redirectSchema, type Redirect } from '#schemas/redirect';
import { redirectHosts, redirectProblem, redirectRefusal } from '#schemas/redirect-rules';
import { siteSettingsSchema, type SiteSettings } from '#schemas/site-settings';
import { directusClient } from './client.server';
import { blockFieldsQuery, parseBlocks, resolveRelated, type BlockIssue, type PageBlockEntry } from './blocks';
import type { RelatedQuery } from '#kit/cms/block';
import { categorySchema, POST_FIELDS, POST_LIST_FIELDS, postListItemSchema, postSchema, type Category, type Post, type PostListItem } from '#schemas/blog';

export type ParsedPage = { row: PageRow; blocks: PageBlockEntry[] };

export type ContentReader = {
  routes(): Promise<PageRoute[]>;
  page(id: number): Promise<ParsedPage | null>;
  settings(locale: Locale): Promise<SiteSettings | null>;
  /** Published posts of a language, newest first (whether their date has come is the service's call). */
  posts(locale: Locale): Promise<PostListItem[]>;
  post(id: number): Promise<Post | null>;
  /** Any post by its slug, drafts and scheduled ones included: for previews only. */
  draftPost(locale: Locale, slug: string): Promise<Post | null>;
  categories(locale: Locale): Promise<Category[]>;
  redirects(): Promise<Redirect[]>;
  /** Experiments a visitor may meet: running, or stopped (a winner is served to everyone). */
  experiments(): Promise<Experiment[]>;
};

export type ReaderOptions = {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  log: (message: string, detail?: unknown) => void;
};

export function createDirectusReader({ url, token, timeoutMs, log }: ReaderOptions): ContentReader {
  const client = directusClient({ url, token, timeoutMs });

  const reportBlock = (issue: BlockIssue) => log(`Dropped an invalid block on page ${issue.pageId}: ${issue.collection} #${issue.blockId}`, issue.problems);

  // Related content of blocks (latest posts, logo folders): items, or files of the library.
  const readRelated = async ({ collection, fields, filter, sort, limit }: RelatedQuery): Promise<unknown> => {
    const query = { fields, ...(filter ? { filter } : {}), ...(sort ? { sort } : {}), limit: limit ?? 100 };
    return collection === 'directus_files' ? client.request(readFiles(query)) : client.request(readItems(collection, query));
  };

  /** Rows of a collection, each through its schema; an invalid row is logged and left out. */
  const readValid = <S extends z.ZodType>(what: string, schema: S, rows: unknown): z.output<S>[] => {
    const out: z.output<S>[] = [];
    for (const row of z.array(z.unknown()).parse(rows)) {
      const parsed = schema.safeParse(row);
      if (parsed.success) out.push(parsed.data);
      else log(`Ignored an invalid ${what}`, { row, issues: parsed.error.issues });
    }
    return out;
  };

  return {
    async posts(locale) {
      const rows = await client.request(
        readItems('posts', {
          fields: POST_LIST_FIELDS,
          filter: { locale: { _eq: locale }, status: { _eq: 'published' } },
          sort: ['-published_at', '-id'],
          limit: -1,
        }),
      );
      return readValid('post', postListItemSchema, rows);
    },

    async post(id) {
      const raw: unknown = await client.request(readItem('posts', id, { fields: POST_FIELDS }));
      const parsed = postSchema.safeParse(raw);
      if (!parsed.success) log(`Post ${id} is invalid and is not shown`, parsed.error.issues);
      return parsed.success ? parsed.data : null;
    },

    async redirects() {
      const [rows, settings] = await Promise.all([
        client.request(readItems('redirects', { fields: ['from', 'to', 'status'], sort: ['id'], limit: -1 })),
        client.request(readItems('site_settings', { fields: ['redirect_hosts'], limit: -1 })),
      ]);
      // The rules Directus checks on save (schemas/redirect-rules.ts), checked again here: a row saved
      // before them, or written around Directus, never sends a visitor from one of the site's own
      // paths or to a host the admin did not allow.
      const hosts = z
        .array(z.object({ redirect_hosts: z.unknown() }))
        .parse(settings)
        .flatMap((s) => redirectHosts(s.redirect_hosts));
      return readValid('redirect', redirectSchema, rows).filter((r) => {
        const problem = redirectProblem(r, hosts);
        if (problem) log(`Ignored a redirect that breaks the rules: ${r.from} -> ${r.to}`, { reason: redirectRefusal(problem, false) });
        return problem === null;
      });
    },

    async experiments() {
      const rows = await client.request(
        readItems('experiments', { fields: EXPERIMENT_FIELDS, filter: { status: { _in: ['running', 'stopped'] } }, sort: ['id'], limit: -1 }),
      );
      return readValid('experiment', experimentSchema, rows);
    },

    async draftPost(locale, slug) {
      const rows = await client.request(
        readItems('posts', { fields: POST_FIELDS, filter: { locale: { _eq: locale }, slug: { _eq: slug }, status: { _neq: 'archived' } }, limit: 1 }),
      );
      return readValid('post', postSchema, rows)[0] ?? null;
    },

    async categories(locale) {
      const rows = await client.request(
        readItems('post_categories', { fields: ['name', 'slug', 'translation_key'], filter: { locale: { _eq: locale } }, sort: ['name'], limit: -1 }),
      );
      return readValid('blog category', categorySchema, rows);
    },

    async routes() {
      return readValid(
        'page (it cannot be routed)',
        pageRouteSchema,
        await client.request(readItems('pages', { fields: PAGE_ROUTE_FIELDS, limit: -1, sort: ['id'] })),
      );
    },

    async page(id) {
      const raw: unknown = await client.request(
        readItem('pages', id, { fields: [...PAGE_FIELDS, ...blockFieldsQuery()], deep: { blocks: { _sort: ['sort', 'id'], _limit: -1 } } }),
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
