// A visitor's time zone reaches the server as text (a booking's zone, the thanks page's `tz`): only a
// zone Intl knows is used to write a time in it.

/** `zone` when Intl knows it, else `fallback` (the firm's zone; '' to mean none). */
export function knownZone(zone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}
