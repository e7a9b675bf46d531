import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EmbedKind } from './kinds';

/** Each widget's code is its own chunk, fetched only on pages that hold it. */
export const widgets: Record<EmbedKind, LazyExoticComponent<ComponentType<{ labelledBy: string }>>> = {
  upgrade_game: lazy(() => import('./upgrade-game/UpgradeGame').then((m) => ({ default: m.UpgradeGame }))),
  demo_booking: lazy(() => import('./demo/DemoForm').then((m) => ({ default: m.DemoBooking }))),
  demo_request: lazy(() => import('./demo/DemoForm').then((m) => ({ default: m.DemoRequest }))),
  newsletter: lazy(() => import('./demo/SmallForms').then((m) => ({ default: m.NewsletterForm }))),
  waitlist: lazy(() => import('./demo/SmallForms').then((m) => ({ default: m.WaitlistForm }))),
  report: lazy(() => import('./demo/SmallForms').then((m) => ({ default: m.ReportForm }))),
};
