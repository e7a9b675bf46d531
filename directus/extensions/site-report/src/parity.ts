// The EN/FR parity rules, kept apart from Directus so they read (and test) as plain data.
import { toTime as time } from '../../../lib/site-path.ts';

export const LOCALES = ['en', 'fr'];

type When = string | Date | null;
export type ParityPage = {
  id: number;
  locale: string;
  slug: string;
  translation_key: string;
  status: string;
  publish_at: When;
  unpublish_at: When;
  blocks: number;
};
export type ParityPost = { id: number; locale: string; slug: string; translation_key: string; status: string; published_at: When };
export type ParityProblem = {
  kind: 'page' | 'post';
  key: string;
  locale: string | null;
  problem: 'missing' | 'unpublished' | 'block-count';
  detail: string;
  id: number | null;
};
type Versioned = ParityPage | ParityPost;

const live = (row: ParityPage, now: number) =>
  row.status === 'published' && (!row.publish_at || time(row.publish_at) <= now) && (!row.unpublish_at || time(row.unpublish_at) > now);

/** Every page and article missing, or not live, in one language, and pages whose versions differ in block count. */
export function parityReport({ pages, posts }: { pages: ParityPage[]; posts: ParityPost[] }, now = Date.now()): ParityProblem[] {
  const problems: ParityProblem[] = [];
  const group = <T extends Versioned>(rows: T[]): [string, T[]][] => {
    const byKey = new Map<string, T[]>();
    for (const r of rows) byKey.set(r.translation_key, [...(byKey.get(r.translation_key) ?? []), r]);
    return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  const check = <T extends Versioned>(kind: 'page' | 'post', rows: T[], isLive: (row: T) => boolean) => {
    for (const [key, versions] of group(rows)) {
      const of = (l: string) => versions.find((v) => v.locale === l);
      for (const l of LOCALES) {
        const v = of(l);
        const other = LOCALES.filter((o) => o !== l)
          .map(of)
          .find(Boolean);
        if (!v)
          problems.push({
            kind,
            key,
            locale: l,
            problem: 'missing',
            detail: `exists only as ${other?.locale ?? '?'} ${other?.slug ?? ''}`.trim(),
            id: other?.id ?? null,
          });
        else if (!isLive(v) && other && isLive(other))
          problems.push({ kind, key, locale: l, problem: 'unpublished', detail: `${v.slug}: ${v.status}`, id: v.id });
      }
      const en = of('en');
      const fr = of('fr');
      if (kind === 'page' && en && fr && 'blocks' in en && 'blocks' in fr && en.blocks !== fr.blocks)
        problems.push({ kind, key, locale: null, problem: 'block-count', detail: `EN ${en.blocks} blocks, FR ${fr.blocks} blocks`, id: en.id });
    }
  };
  check('page', pages, (r) => live(r, now));
  check('post', posts, (r) => r.status === 'published' && (!r.published_at || time(r.published_at) <= now));
  return problems;
}
