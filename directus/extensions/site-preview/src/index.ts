// Directus endpoint: /site-preview/pages/:id and /site-preview/posts/:id. The collections' preview
// URL points here, so the Data Studio's preview (its side panel or a new tab) opens the draft on the
// site. Only a signed-in user who may read the item gets a token: `<expiry ms>.<HMAC-SHA256>` with
// the site's preview secret (the format src/cms/preview.server.ts verifies). No Directus token ever
// goes to the site or the browser.
//
// /site-preview/edit?to=<path>: the Visual Editor's way in (decision 0016). The module frames the site's
// /api/studio/edit, which sends the frame here, on the Studio's origin, where the editor's session
// cookie says who they are: a signed-in Data Studio user goes back to the page with an edit token;
// anyone else gets the visitor's page.
import { createHmac } from 'node:crypto';
import { defineEndpoint } from '../../../lib/define.ts';
import { callerOf } from '../../../lib/directus-types.ts';
import { sitePath } from '../../../lib/site-path.ts';

const TOKEN_LIFETIME_MS = 30 * 60 * 1000;
/** An editing session in the Visual Editor: reopening the module (or the page) signs a new one. */
const EDIT_LIFETIME_MS = 4 * 60 * 60 * 1000;

function previewToken(secret: string, expires: number, purpose = 'preview'): string {
  const mac = createHmac('sha256', secret).update(`${purpose}:${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}

/** The site page `to` names, or its home: never another origin. */
function sitePage(siteUrl: string, to: unknown): URL {
  const fallback = new URL('/', siteUrl);
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return fallback;
  const url = new URL(to, siteUrl);
  return url.origin === fallback.origin ? url : fallback;
}

export default defineEndpoint({
  id: 'site-preview',
  handler: (router, { services, getSchema }) => {
    const { ItemsService } = services;
    router.get('/edit', (req, res) => {
      const siteUrl = (process.env['SITE_URL'] ?? '').replace(/\/$/, '');
      const secret = process.env['SITE_PREVIEW_SECRET'] ?? '';
      if (!siteUrl || secret.length < 16)
        return res.status(503).json({ errors: [{ message: 'Visual editing is not configured: SITE_URL and SITE_PREVIEW_SECRET are unset.' }] });
      const page = sitePage(siteUrl, req.query.to);
      page.searchParams.delete('edit');
      page.searchParams.delete('preview');
      res.set('Cache-Control', 'no-store');
      res.set('Referrer-Policy', 'no-referrer');
      // Signed in with Data Studio access: the page in edit mode. Anyone else: the visitor's page.
      const caller = callerOf(req);
      if (caller?.user && (caller.app || caller.admin)) page.searchParams.set('edit', previewToken(secret, Date.now() + EDIT_LIFETIME_MS, 'edit'));
      return res.redirect(302, page.href);
    });
    router.get('/:collection/:id', async (req, res) => {
      const siteUrl = (process.env['SITE_URL'] ?? '').replace(/\/$/, '');
      const secret = process.env['SITE_PREVIEW_SECRET'] ?? '';
      const { collection, id } = req.params;
      if (!siteUrl || secret.length < 16)
        return res.status(503).json({ errors: [{ message: 'Preview is not configured: SITE_URL and SITE_PREVIEW_SECRET are unset.' }] });
      if (collection !== 'pages' && collection !== 'posts') return res.status(404).json({ errors: [{ message: 'Only pages and posts have previews.' }] });
      const accountability = callerOf(req);
      if (!accountability?.user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to preview drafts.' }] });
      try {
        const items = new ItemsService<{ locale: string; slug: string }>(collection, { schema: await getSchema(), accountability });
        const item = await items.readOne(id, { fields: ['locale', 'slug'] });
        const token = previewToken(secret, Date.now() + TOKEN_LIFETIME_MS);
        res.set('Cache-Control', 'no-store');
        res.set('Referrer-Policy', 'no-referrer');
        return res.redirect(302, `${siteUrl}${sitePath(collection, item.locale, item.slug)}?preview=${encodeURIComponent(token)}`);
      } catch {
        return res.status(404).json({ errors: [{ message: 'No such item, or you may not read it.' }] });
      }
    });
  },
});
