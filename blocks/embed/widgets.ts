import { defineIsland, type IslandDefinition, type IslandProps } from '../_shared/island-definition';
import type { EmbedKind } from './kinds';

/**
 * Every widget gets the id of the heading that names it (its aria-labelledby), its block's id (a plain
 * post says which form it was), and, after a plain post, its state as JSON (demo/initial.ts).
 */
export type WidgetProps = { labelledBy: string; block: string; initial: string | null };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const widgetProps = (json: IslandProps): WidgetProps => ({ labelledBy: text(json['labelledBy']), block: text(json['block']), initial: typeof json['initial'] === 'string' ? json['initial'] : null });

/**
 * The widgets an embed block can hold: each is an island (its code a chunk of its own, loaded only on
 * pages that hold it), with the messages and stylesheets it needs.
 */
export const widgets: Record<EmbedKind, IslandDefinition> = {
  upgrade_game: defineIsland({
    load: () => import('./upgrade-game/UpgradeGame').then((m) => m.UpgradeGame),
    props: widgetProps,
    messages: ['game.'],
    styles: 'blocks/embed/upgrade-game',
  }),
  demo_booking: defineIsland({ load: () => import('./demo/DemoForm').then((m) => m.DemoBooking), props: widgetProps, messages: ['form.'], styles: 'blocks/embed/demo' }),
  demo_request: defineIsland({ load: () => import('./demo/DemoForm').then((m) => m.DemoRequest), props: widgetProps, messages: ['form.'], styles: 'blocks/embed/demo' }),
  newsletter: defineIsland({ load: () => import('./demo/SmallForms').then((m) => m.NewsletterForm), props: widgetProps, messages: ['form.'], styles: 'blocks/embed/demo' }),
  waitlist: defineIsland({ load: () => import('./demo/SmallForms').then((m) => m.WaitlistForm), props: widgetProps, messages: ['form.'], styles: 'blocks/embed/demo' }),
  report: defineIsland({ load: () => import('./demo/SmallForms').then((m) => m.ReportForm), props: widgetProps, messages: ['form.'], styles: 'blocks/embed/demo' }),
};
