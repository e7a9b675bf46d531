// How the site writes dates. Intl writes the first of the month "1 septembre" in French; French
// writes it "1er septembre" (Office québécois de la langue française), so every date a visitor reads
// goes through formatDay. A meeting's day and time is said in the same words on the booking's
// thanks, the manage page, the account page and in the e-mails ('Wednesday, December 2, 2026 at
// 10:00 AM EST').
import type { IntlShape } from 'react-intl';

/** `intl.formatDate`, with French's "1er" for the first day of a month. */
export function formatDay(
  intl: Pick<IntlShape, 'locale' | 'formatDate' | 'formatDateToParts'>,
  at: Date | string | number,
  options: Intl.DateTimeFormatOptions,
): string {
  if (options.day !== 'numeric' || !intl.locale.toLowerCase().startsWith('fr')) return intl.formatDate(at, options);
  return intl
    .formatDateToParts(at, options)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** The options of a meeting's day and time in `timeZone` (the reader's own when omitted), with the zone's short name. */
const meetingOptions = (timeZone?: string): Intl.DateTimeFormatOptions => ({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone,
  timeZoneName: 'short',
});

/** A meeting's day and time in `timeZone` (the reader's own when omitted), with the zone's short name. */
export function meetingMoment(intl: IntlShape, at: Date | string | number, timeZone?: string): string {
  return formatDay(intl, at, meetingOptions(timeZone));
}
