// What every widget island receives, read back from its element's JSON (widgets.ts): the widgets
// import the type from here, and widgets.ts imports the widgets, so neither imports the other.
import type { IslandProps } from '#kit/islands/island-definition';

/**
 * Every widget gets the id of the heading that names it (its aria-labelledby), its block's id (a plain
 * post says which form it was), and, after a plain post, its state as JSON (demo/initial.ts).
 */
export type WidgetProps = { labelledBy: string; block: string; initial: string | null };

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const widgetProps = (json: IslandProps): WidgetProps => ({
  labelledBy: text(json['labelledBy']),
  block: text(json['block']),
  initial: typeof json['initial'] === 'string' ? json['initial'] : null,
});
