// How the site says when a demo is: the same words on the booking's thanks, the manage page, the
// account page and in the e-mails ('Wednesday, December 2, 2026 at 10:00 AM EST'). The booking island
// (blocks/embed/demo/DemoForm.tsx) writes the same options out, to stay one chunk.
import type { IntlShape } from 'react-intl';

/** A meeting's day and time in `timeZone` (the reader's own when omitted), with the zone's short name. */
export function meetingMoment(intl: IntlShape, at: Date | string | number, timeZone?: string): string {
  return intl.formatDate(at, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}
