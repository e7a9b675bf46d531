import { SITE_PATHS } from '#schemas/paths';
import { serverConfig } from '../config.server';

/** Production invites crawlers and points at the sitemaps; any other host asks them to stay out. */
export function loader() {
  const { production, siteUrl } = serverConfig();
  const { en, fr } = SITE_PATHS.sitemap;
  const body = production ? `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${en}\nSitemap: ${siteUrl}${fr}\n` : 'User-agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300, s-maxage=300' } });
}
