// The privacy policy's figures: the periods both languages' settings give, written into rich text only.
import { describe, expect, it, vi } from 'vitest';
import { siteSettingsSchema } from '#schemas/site-settings';
import type { PageView } from '../cms/types';

const settings = (locale: 'en' | 'fr', months: number) => siteSettingsSchema.parse({ id: 1, locale, site_name: 'Site', retention_leads_months: months });

vi.mock('../cms/content.server', () => ({ settingsAndOther: () => Promise.resolve([settings('en', 18), settings('fr', 12)]) }));

describe('the privacy policy’s retention figures', () => {
  it('fills the rich text of a page with the shorter period of the two languages, and nothing else', async () => {
    const { withRetentionFigures } = await import('./policy.server');
    const block = (collection: string, html: string) => ({ kind: 'block', block: { collection, id: 1, html } });
    const view = {
      page: { locale: 'en' },
      settings: settings('en', 18),
      blocks: [block('block_rich_text', '<p>Kept {{retention_leads_months}} months.</p>'), block('block_hero', '{{retention_leads_months}}')],
    } as unknown as PageView;
    const filled = await withRetentionFigures(view);
    expect(filled.blocks.map((b) => (b.kind === 'block' && 'html' in b.block ? b.block.html : null))).toEqual([
      '<p>Kept 12 months.</p>',
      '{{retention_leads_months}}',
    ]);
  });
});
