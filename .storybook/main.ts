import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Foundations first (tokens), then the chrome and everything visitors see outside blocks, then blocks.
  stories: ['../src/styles/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../kit/**/*.stories.@(ts|tsx)', '../blocks/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Stands in for the site's /media/:id route: the fixture image of blocks' stories.
  staticDirs: [{ from: './media', to: '/media' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook loads the app's vite.config.ts; the React Router plugin builds a whole app, and the
  // site's own build plugins (browser entry, pre-parsed island messages) belong to it: none runs
  // inside Storybook, where react-intl formats the catalogue's strings.
  viteFinal(viteConfig) {
    const isRouterPlugin = (p: unknown) =>
      typeof p === 'object' && p !== null && 'name' in p && typeof p.name === 'string' && (p.name.startsWith('react-router') || p.name.startsWith('site-'));
    const plugins: unknown[] = (viteConfig.plugins ?? []).flat(3);
    viteConfig.plugins = plugins.filter((p): p is NonNullable<typeof viteConfig.plugins>[number] => !isRouterPlugin(p));
    // Bundled up front: discovered mid-run (the time step, the sign-in), Vite would re-optimise and load
    // a second copy of React, or reload the page under a story.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'framer-motion',
        'react-intl',
        'react-router',
        '@tanstack/react-query',
        'firebase/app',
        'firebase/auth',
      ],
    };
    return viteConfig;
  },
};
export default config;
