// Directus endpoint /site-privacy (decision 0019): a person's data downloaded or erased, and what is
// past its retention period erased, each in one transaction, each logged (form_submissions of type
// "privacy": when, what kinds, how many, by whom or through which link; never the data itself).
// - The site server (its token) calls the JSON routes: for a signed-in visitor's account page, for a
//   visitor who proved their address with a mailed link, and for its daily retention job.
// - The team (Marketing role, admins) uses the page at /site-privacy from the Data Studio (the Form
//   submissions' "Data request" section links to it), in their Studio language, when a person asks by
//   another channel: download a person's data as JSON, or erase it after a confirming step.
import { MARKETING_ROLE_ID } from '../../../studio/ids.ts';
import { defineEndpoint } from '../../../lib/define.ts';
import { callerOf } from '../../../lib/directus-types.ts';
import { SITE_USER_EMAIL } from '../../../lib/site-user.ts';
import { appendErasure, erasureLogPath } from './erasure-log.ts';
import type { Context, Subject } from './rows.ts';
import { siteRoutes } from './site-routes.ts';
import { studioRoutes } from './studio-routes.ts';

export default defineEndpoint({
  id: 'site-privacy',
  handler: (router, { database, services, getSchema, env, logger }) => {
    // Every fingerprint reads it as text (String(SECRET)): read so once.
    const secret = String(env['SECRET']);
    const context = async (): Promise<Context> => ({ services, schema: await getSchema() });
    // Every erasure is also written to the erasure log (erasure-log.ts), which a restore replays.
    const erasureLog = erasureLogPath(env);
    if (!erasureLog) logger.warn('[site-privacy] no erasure log (no local storage): set ERASURE_LOG_PATH, or a restore cannot replay erasures');
    const logErasure = (subject: Subject) => {
      if (erasureLog) appendErasure(erasureLog, secret, subject);
    };

    /** Who calls: the site server (its token), the team (Marketing or an admin), or nobody we serve. */
    async function caller(req: object): Promise<'site' | 'staff' | null> {
      const a = callerOf(req);
      if (!a?.user) return null;
      const user = await database<{ id: string; email: string | null }>('directus_users').select('email').where({ id: a.user }).first();
      if (user?.email === SITE_USER_EMAIL) return 'site';
      return a.admin || a.role === MARKETING_ROLE_ID ? 'staff' : null;
    }
    const privacy = { database, env, secret, context, logErasure, caller };
    siteRoutes(router, privacy);
    studioRoutes(router, privacy);
  },
});
