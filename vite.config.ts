import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_ENTRY, EDIT_ENTRY } from './src/assets/browser-script.ts';

/**
 * Pages are documents (decision 0008): React Router's client entry only serves routes that opt in
 * to hydration. The script every page does load is a client entry of its own, found by the server
 * through Vite's manifest (kept in build/client/.vite, which the static server never serves).
 */
function browserEntry(): Plugin {
  return {
    name: 'site-browser-entry',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          manifest: true,
          rollupOptions: {
            input: [BROWSER_ENTRY, EDIT_ENTRY],
            output: {
              // What every island needs before it hydrates (React, react-dom, react-intl) is one file,
              // not five: fewer requests, and 1.3 KiB less gzip on /demo (decision 0017). Libraries,
              // and the date words (kit/i18n/dates, which imports nothing), only: a group takes its
              // modules' dependencies along, and an app module with imports would pull the site
              // script's own helpers into it.
              codeSplitting: {
                groups: [
                  {
                    name: 'island-runtime',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]|kit[\\/]i18n[\\/]dates\.ts$/,
                  },
                  {
                    name: 'site-boot',
                    test: /(schemas[\\/](consent|locale)|src[\\/]site[\\/](banner|breakpoints)|src[\\/]i18n[\\/]locale-cookie|kit[\\/]islands[\\/]reload|kit[\\/]analytics)\.ts$|vite[\\/]preload-helper/,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Islands get their messages parsed by the server (kit/islands/island.tsx): the browser needs
 * react-intl's formatter, not its message parser.
 */
function noMessageParserInBrowser(): Plugin {
  return {
    name: 'site-no-message-parser-in-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build' || source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/**
 * CSS-module class names from the file's path and the class alone, so that the server's inlined CSS
 * (`?inline`, see src/assets/styles.server.ts) and the markup always agree, in dev, build and
 * Storybook alike.
 */
function scopedName(name: string, filename: string): string {
  const file = relative(import.meta.dirname, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
  const base = (file.split('/').pop() ?? 'x').replace(/\.module\.css$/, '').replace(/[^A-Za-z0-9_-]/g, '');
  const hash = createHash('sha256')
    .update(`${file}:${name}`)
    .digest('base64url')
    .slice(0, 5)
    .replace(/^[-\d]/, '_');
  return `${base}_${name}_${hash}`;
}

export default defineConfig({
  plugins: [reactRouter(), browserEntry(), noMessageParserInBrowser()],
  css: { modules: { generateScopedName: scopedName } },
  build: { manifest: true },
  server: { host: '127.0.0.1' },
});
