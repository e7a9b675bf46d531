// The server's record of conversions (a booked demo): a log line an analytics pipeline can pick up.
// The browser fires the ads conversion itself (src/analytics/analytics.ts).
export function trackServerConversion(event: { kind: 'demo_booking' }): void {
  console.info(`[analytics] conversion ${event.kind}`);
}
