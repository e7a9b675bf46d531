import { randomBytes } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * One id per build: compiled into the browser code and written to /version.json, which the browser
 * polls to learn that a new build is out (src/site/updates.tsx).
 */
function buildVersion(): Plugin {
  const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'site-build-version',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
      }
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), buildVersion()],
  server: { host: '127.0.0.1' },
});
