// The team's page at /site-privacy (Marketing role, admins), in their Studio language: download a
// person's data as JSON, or erase it after a confirming step, when a person asks by another channel.
import { callerOf, type EndpointRouter } from '../../../lib/directus-types.ts';
import { readsFrench, inLanguage } from '../../../lib/studio-language.ts';
import { fail, formBody, originOf, subjectOf, type PageAnswer, type Privacy } from './http.ts';
import { studioPage, type PageState } from './page.ts';
import { collect, erase, summaryOf, UpcomingDemos } from './privacy.ts';
import { finish } from './tables.ts';

/** A demo's time as sales read it in the Studio: in the firm's time `zone`, in the Studio's language (as stored if it is no date). */
export function salesTime(iso: string | null, french: boolean, zone: string): string | null {
  try {
    return new Intl.DateTimeFormat(french ? 'fr-CA' : 'en-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(new Date(iso ?? Number.NaN));
  } catch {
    return iso;
  }
}

export function studioRoutes(router: EndpointRouter, { database, env, secret, context, logErasure, caller }: Privacy): void {
  // The team's page, in their Studio language.
  const staffPage = async (req: object, res: PageAnswer, state: PageState) => {
    const french = await readsFrench(database, callerOf(req));
    const t = inLanguage(french);
    // Times in the firm's time zone (the demo calendar's), as sales read them everywhere else.
    const zone =
      (
        await database<{ time_zone: string | null }>('demo_availability')
          .select('time_zone')
          .first()
          .catch(() => null)
      )?.time_zone || 'America/Toronto';
    const when = (iso: string | null) => salesTime(iso, french, zone);
    // The demos still ahead, at their times in that zone (only the asking step shows them).
    const shown: PageState = state.step === 'ask' ? { ...state, upcoming: (state.upcoming ?? []).map((u) => ({ ...u, start: when(u.start) })) } : state;
    res.set('Cache-Control', 'no-store');
    return res.type('html').send(studioPage(t, shown));
  };

  router.get('/', async (req, res) => {
    const who = await caller(req);
    if (who !== 'staff') return fail(res, callerOf(req)?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
    // The Studio writes the item's address into the link as it is: a "+" arrives as a space, which
    // no address holds.
    const email = typeof req.query.email === 'string' ? req.query.email.trim().replace(/ /g, '+') : '';
    return staffPage(req, res, { step: 'ask', email });
  });

  router.post('/', async (req, res) => {
    const who = await caller(req);
    if (who !== 'staff') return fail(res, callerOf(req)?.user ? 403 : 401, 'Sign in to the Data Studio as an admin or a marketer.');
    // Only the page itself posts here (the session cookie is SameSite=Lax; this checks the origin too).
    // Behind a proxy the Host may lack the port (nginx's $host): the Studio's public address counts too.
    const origin = req.get('origin');
    const publicUrl: unknown = env['PUBLIC_URL'];
    const own = [`${req.protocol}://${req.get('host')}`, ...(publicUrl ? [originOf(publicUrl)] : [])];
    if (origin && !own.includes(origin)) return fail(res, 403, 'Cross-site request refused.');
    const form = await formBody(req);
    const typed = typeof form.email === 'string' ? form.email : '';
    const subject = subjectOf({ email: typed });
    const action = form.action;
    if (!subject?.email) return staffPage(req, res, { step: 'ask', email: typed, problem: 'email' });
    const ctx = await context();
    const by = callerOf(req)?.user ?? null;
    const locale = (await readsFrench(database, callerOf(req))) ? 'fr' : 'en';
    try {
      if (action === 'export') {
        const data = await database.transaction(async (trx) => {
          const found = await collect(trx, subject);
          await finish(ctx, trx, null, { action: 'export', channel: 'studio', locale, summary: summaryOf(found), by });
          return found;
        });
        res.set('Cache-Control', 'no-store');
        res.set('Content-Disposition', `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`);
        return res.type('application/json').send(JSON.stringify({ generatedAt: new Date().toISOString(), email: subject.email, ...data }, null, 2));
      }
      if (action === 'review') {
        const found = await database.transaction((trx) => collect(trx, subject));
        // A demo still ahead would refuse the erasure: say so now, before the confirming step.
        const upcoming = found.demoRequests.flatMap((d) =>
          d.bookedTime?.start && Date.parse(d.bookedTime.start) > Date.now() ? [{ reference: d.reference, start: d.bookedTime.start }] : [],
        );
        if (upcoming.length) return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'upcoming', upcoming });
        return staffPage(req, res, { step: 'confirm', email: subject.email, summary: summaryOf(found) });
      }
      if (action === 'erase') {
        const summary = await database.transaction(async (trx) => {
          const erased = await erase(ctx, trx, subject, { secret });
          logErasure(subject);
          // The sign-in account, if there is one, is closed by the site's next retention run (it has
          // the Firebase credentials): the log keeps the address until then.
          await finish(ctx, trx, null, { action: 'erase', channel: 'studio', locale, summary: erased, owedEmail: subject.email, by });
          return erased;
        });
        return staffPage(req, res, { step: 'erased', email: subject.email, summary });
      }
      return staffPage(req, res, { step: 'ask', email: typed });
    } catch (error) {
      if (error instanceof UpcomingDemos) return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'upcoming', upcoming: error.upcoming });
      return staffPage(req, res, { step: 'ask', email: subject.email, problem: 'unavailable' });
    }
  });
}
