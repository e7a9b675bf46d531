// Directus endpoint: /site-preview/pages/:id and /site-preview/posts/:id. The collections' preview
// URL points here, so the Data Studio's preview (its side panel or a new tab) opens the draft on the
// site. Only a signed-in user who may read the item gets a token: `<expiry ms>.<HMAC-SHA256>` with
// the site's preview secret (the format src/cms/preview.server.ts verifies). No Directus token ever
// goes to the site or the browser.
import { createHmac } from 'node:crypto';
import { sitePath } from '../../lib/site-path.js';

const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

function previewToken(secret, expires) {
  const mac = createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}

export default {
  id: 'site-preview',
  handler: (router, { services, getSchema }) => {
    const { ItemsService } = services;
    router.get('/:collection/:id', async (req, res) => {
      const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');
      const secret = process.env.SITE_PREVIEW_SECRET ?? '';
      const { collection, id } = req.params;
      if (!siteUrl || secret.length < 16)
        return res.status(503).json({ errors: [{ message: 'Preview is not configured: SITE_URL and SITE_PREVIEW_SECRET are unset.' }] });
      if (collection !== 'pages' && collection !== 'posts') return res.status(404).json({ errors: [{ message: 'Only pages and posts have previews.' }] });
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Sign in to the Data Studio to preview drafts.' }] });
      try {
        const items = new ItemsService(collection, { schema: await getSchema(), accountability: req.accountability });
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
};
