import { defineIsland, type IslandDefinition } from '#kit/islands/island-definition';
import { widgetProps } from './widget-props';
import type { EmbedKind } from './kinds';

/**
 * The widgets an embed block can hold: each is an island (its code a chunk of its own, loaded only on
 * pages that hold it), with the messages and stylesheets it needs.
 */
export const widgets: Record<EmbedKind, IslandDefinition> = {
  upgrade_game: defineIsland({
    load: () => import('./upgrade-game/UpgradeGame').then((m) => m.UpgradeGame),
    source: 'blocks/embed/upgrade-game/UpgradeGame.tsx',
    props: widgetProps,
    messages: ['game.'],
    styles: 'blocks/embed/upgrade-game',
  }),
  demo_booking: defineIsland({
    load: () => import('./demo/DemoForm').then((m) => m.withTimeStep(m.DemoBooking)),
    source: 'blocks/embed/demo/DemoForm.tsx',
    props: widgetProps,
    messages: ['form.'],
    styles: 'kit/forms',
  }),
  demo_request: defineIsland({
    load: () => import('./demo/DemoForm').then((m) => m.withTimeStep(m.DemoRequest)),
    source: 'blocks/embed/demo/DemoForm.tsx',
    props: widgetProps,
    messages: ['form.'],
    styles: 'kit/forms',
  }),
  newsletter: defineIsland({
    load: () => import('./demo/SmallForms').then((m) => m.NewsletterForm),
    source: 'blocks/embed/demo/SmallForms.tsx',
    props: widgetProps,
    messages: ['form.'],
    styles: 'kit/forms',
  }),
  waitlist: defineIsland({
    load: () => import('./demo/SmallForms').then((m) => m.WaitlistForm),
    source: 'blocks/embed/demo/SmallForms.tsx',
    props: widgetProps,
    messages: ['form.'],
    styles: 'kit/forms',
  }),
  report: defineIsland({
    load: () => import('./demo/SmallForms').then((m) => m.ReportForm),
    source: 'blocks/embed/demo/SmallForms.tsx',
    props: widgetProps,
    messages: ['form.'],
    styles: 'kit/forms',
  }),
};
