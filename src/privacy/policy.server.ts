// The privacy policy states the retention periods that apply: marketers write `{{retention_leads_months}}`
// and its kin in a rich-text block (schemas/retention.ts), and the page a visitor gets has the figures
// both languages' site settings give (the same purge runs for both: src/privacy/retention.server.ts).
import { effectiveRetention, fillRetention } from '#schemas/retention';
import { settingsAndOther } from '../cms/content.server';
import type { PageView } from '../cms/types';

/** The page with the retention periods written into its rich text. */
export async function withRetentionFigures(view: PageView): Promise<PageView> {
  const [settings, other] = await settingsAndOther(view.page.locale);
  const retention = effectiveRetention([settings ?? view.settings, other]);
  return {
    ...view,
    blocks: view.blocks.map((b) =>
      b.kind === 'block' && b.block.collection === 'block_rich_text' ? { ...b, block: { ...b.block, html: fillRetention(b.block.html, retention) } } : b,
    ),
  };
}
