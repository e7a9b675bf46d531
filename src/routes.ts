import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES } from '#schemas/locale';
import { SITE_PATHS, type SitePage } from '#schemas/paths';

/** One of the site's own pages (schemas/paths.ts) in both languages, one module for both: ids `${page}-en`, `${page}-fr`. */
const inBoth = (page: SitePage, file: string) => LOCALES.map((locale) => route(SITE_PATHS[page][locale].slice(1), file, { id: `${page}-${locale}` }));

export default [
  route('healthz', 'routes/health.ts', { id: 'healthz' }),
  route('readyz', 'routes/health.ts', { id: 'readyz' }),
  route('api/revalidate', 'routes/api.revalidate.ts'),
  route('api/environment', 'routes/api.environment.ts'),
  route('api/forms/:kind', 'routes/api.forms.ts'),
  route('api/demo/availability', 'routes/api.demo-availability.ts'),
  route('api/session', 'routes/api.session.ts'),
  route('api/studio/edit', 'routes/api.studio-edit.ts'),
  // A visitor's account.
  ...inBoth('account', 'routes/account.tsx'),
  ...inBoth('account-data', 'routes/account-data.tsx'),
  ...inBoth('account-data-file', 'routes/account-data-file.ts'),
  ...inBoth('account-delete', 'routes/account-delete.tsx'),
  ...inBoth('account-demo', 'routes/demo-manage.tsx'),
  // Pages a lead reaches from an e-mail.
  ...inBoth('manage', 'routes/demo-manage.tsx'),
  ...inBoth('newsletter-confirm', 'routes/newsletter.tsx'),
  ...inBoth('newsletter-unsubscribe', 'routes/newsletter.tsx'),
  ...inBoth('my-data', 'routes/my-data.tsx'),
  ...inBoth('my-data-confirm', 'routes/my-data-confirm.tsx'),
  ...inBoth('my-data-file', 'routes/my-data-file.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...inBoth('sitemap', 'routes/sitemap.ts'),
  route('media/:id', 'routes/media.ts'),
  ...inBoth('error', 'routes/error.tsx'),
  ...inBoth('blog', 'routes/blog.tsx'),
  ...inBoth('post', 'routes/post.tsx'),
  // Every page is CMS content: one module renders "/", "/fr" and every other path.
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
