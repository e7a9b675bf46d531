// What visitors submit: demo requests with their booked time (sales work them here: status, assignee,
// notes), the demo availability (a weekly schedule, blocked dates, a time zone, the meeting link), and
// one collection for the small forms (newsletter, Stride waitlist, report requests). The site server
// creates these, and reads and updates what a visitor may change through a link mailed to them (their
// booking, their subscription); the Public policy has nothing. The collections are
// declared in demo-requests.ts and form-submissions.ts, what every lead carries in lead-fields.ts.
import { demoAvailabilityCollection, demoRequestsCollection } from './demo-requests.ts';
import { formSubmissionsCollection } from './form-submissions.ts';

export const formCollections = [demoRequestsCollection, demoAvailabilityCollection, formSubmissionsCollection];
