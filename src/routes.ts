import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('healthz', 'routes/health.ts', { id: 'healthz' }),
  route('readyz', 'routes/health.ts', { id: 'readyz' }),
  route('api/revalidate', 'routes/api.revalidate.ts'),
  route('api/environment', 'routes/api.environment.ts'),
  route('api/forms/:kind', 'routes/api.forms.ts'),
  route('api/demo/availability', 'routes/api.demo-availability.ts'),
  route('api/session', 'routes/api.session.ts'),
  route('api/studio/edit', 'routes/api.studio-edit.ts'),
  // A visitor's account (src/auth/paths.ts holds the same paths).
  route('account', 'routes/account.tsx', { id: 'account-en' }),
  route('fr/compte', 'routes/account.tsx', { id: 'account-fr' }),
  route('account/demos/:reference', 'routes/demo-manage.tsx', { id: 'account-demo-en' }),
  route('fr/compte/demos/:reference', 'routes/demo-manage.tsx', { id: 'account-demo-fr' }),
  // Pages a lead reaches from an e-mail (src/forms/lead-links.ts holds the same paths).
  route('demo/manage/:token', 'routes/demo-manage.tsx', { id: 'manage-en' }),
  route('fr/demo/gerer/:token', 'routes/demo-manage.tsx', { id: 'manage-fr' }),
  route('newsletter/confirm/:token', 'routes/newsletter.tsx', { id: 'newsletter-confirm-en' }),
  route('fr/infolettre/confirmer/:token', 'routes/newsletter.tsx', { id: 'newsletter-confirm-fr' }),
  route('newsletter/unsubscribe/:token', 'routes/newsletter.tsx', { id: 'newsletter-unsubscribe-en' }),
  route('fr/infolettre/desabonnement/:token', 'routes/newsletter.tsx', { id: 'newsletter-unsubscribe-fr' }),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-en' }),
  route('fr/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-fr' }),
  route('media/:id', 'routes/media.ts'),
  route('error', 'routes/error.tsx', { id: 'error-en' }),
  route('fr/error', 'routes/error.tsx', { id: 'error-fr' }),
  route('blog', 'routes/blog.tsx', { id: 'blog-en' }),
  route('fr/blog', 'routes/blog.tsx', { id: 'blog-fr' }),
  route('blog/:slug', 'routes/post.tsx', { id: 'post-en' }),
  route('fr/blog/:slug', 'routes/post.tsx', { id: 'post-fr' }),
  // Every page is CMS content: one module renders "/", "/fr" and every other path.
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
