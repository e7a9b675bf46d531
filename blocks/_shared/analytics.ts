// The site's analytics calls (SPEC §7: page views, custom events, a conversion with value 1 in CAD
// by default). Until a measurement id is configured, events go to `window.dataLayer` when a tag
// manager put one there, and nowhere otherwise: the call sites exist and are tested either way.

export type ConversionEvent = { name: string; value?: number; currency?: string };

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** What was sent, for tests and for debugging in the console. */
export const sentEvents: { event: string; params: Record<string, unknown> }[] = [];

function send(event: string, params: Record<string, unknown>): void {
  sentEvents.push({ event, params });
  if (typeof window === 'undefined') return;
  const w: DataLayerWindow = window;
  w.dataLayer?.push({ event, ...params });
}

/** A conversion (a booked demo): value 1, currency CAD unless said otherwise. */
export function trackConversion({ name, value = 1, currency = 'CAD' }: ConversionEvent): void {
  send('conversion', { name, value, currency });
}

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  send(name, params);
}
