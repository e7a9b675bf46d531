// The Data Studio's navigation in three folders, so a marketer meets the site first, not a flat list:
// Site (pages, articles, categories, redirects, settings), Blocks (closed: blocks are reached from
// their page), Leads (demo requests, availability, submissions, the mail outbox). A folder is a
// collection without a table (`schema: null`): Directus 12 does not count it against the licence's
// 25 collections (docs/research/directus-12-data-studio.md, §1).
import { collectionName, type CollectionDef } from './define.ts';

export const FOLDERS = { site: 'folder_site', blocks: 'folder_blocks', leads: 'folder_leads' } as const;

export type FolderDef = { collection: string; meta: CollectionDef['meta'] };

const folder = (collection: string, icon: string, sort: number, collapse: 'open' | 'closed', en: string, fr: string): FolderDef => ({
  collection,
  meta: {
    icon,
    sort,
    collapse,
    hidden: false,
    translations: collectionName({ en: { singular: en, plural: en }, fr: { singular: fr, plural: fr } }),
  },
});

export const folderDefs: FolderDef[] = [
  folder(FOLDERS.site, 'web', 1, 'open', 'Site', 'Site'),
  folder(FOLDERS.blocks, 'view_agenda', 2, 'closed', 'Blocks', 'Blocs'),
  folder(FOLDERS.leads, 'inbox', 3, 'open', 'Leads', 'Prospects'),
];
