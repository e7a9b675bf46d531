// The interactive widgets an embed block can hold: zod-free, so that the browser can import it.
// A widget lives in a folder beside this file (upgrade-game/, demo/ for the forms). Adding one: its
// folder, its key here, its loader in widgets.ts, its choice in directus.ts.
export const EMBED_KINDS = ['upgrade_game', 'demo_booking', 'demo_request', 'newsletter', 'waitlist', 'report'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];
