import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  route('api/revalidate', 'routes/api.revalidate.ts'),
  route('api/environment', 'routes/api.environment.ts'),
  route('api/forms/:kind', 'routes/api.forms.ts'),
  route('api/demo/availability', 'routes/api.demo-availability.ts'),
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
