// The wall clock in a time zone at an instant: the date and time a person there reads, with the zone's
// offset from UTC, from Intl (no time-zone data of our own). Pure, so the site and the Directus
// extensions can both read times in the firm's zone through it (the Google Ads export does:
// directus/extensions/site-report/src/google-ads.ts).

/** Each part as two digits (the year as four), the offset as `-05:00` (`+00:00` for UTC itself). */
export type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string; offset: string };

/** One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      timeZoneName: 'longOffset',
      // The date, then the clock (00 to 23).
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zones are the firm's and a few others: a bound keeps a stream of odd names from growing it.
    if (formatters.size >= 64) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // "GMT-05:00", or "GMT" for UTC itself.
  const zone = part('timeZoneName');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    offset: zone === 'GMT' ? '+00:00' : zone.replace('GMT', ''),
  };
}
