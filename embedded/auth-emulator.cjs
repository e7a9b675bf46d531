// The Firebase Authentication emulator on its own: what `firebase emulators:start --only auth` runs,
// without the rest of the CLI (no emulator hub, no update check, no firebase-debug.log, no Java, no
// network). `npm start` runs it when no Firebase project is configured, and the tests run it too.
//
//   node embedded/auth-emulator.cjs <projectId> <port> [host]     (port 0: any free port)
//
// It prints `ready <url>` once it listens. Two reaches into firebase-tools' internals, which is why
// firebase-tools is pinned to an exact version and tests/e2e/account.test.ts signs in through it:
// - `lib/emulator/auth/server.js`'s createApp(projectId): the emulator's Express app;
// - exegesis (its OpenAPI router) compiles a validator for every request and response of the
//   Identity Toolkit API up front, about 14 s of CPU at every start; `lazyCompileValidationSchemas`
//   (an exegesis option firebase-tools does not set) compiles each on first use instead (about 1.5 s).
// CommonJS because firebase-tools is, and its lib/ is not behind an "exports" map.
'use strict';
const path = require('node:path');
const { createRequire } = require('node:module');

const [projectId, portArg = '9099', host = '127.0.0.1'] = process.argv.slice(2);
if (!projectId || !/^demo-[a-z0-9-]+$/.test(projectId)) {
  console.error('auth-emulator: the project id must start with "demo-" (a project that only the emulator knows)');
  process.exit(2);
}

const toolsDir = path.dirname(require.resolve('firebase-tools/package.json'));
const fromTools = createRequire(path.join(toolsDir, 'package.json'));
const exegesisOptions = fromTools('exegesis/lib/options.js');
const compile = exegesisOptions.compileOptions;
exegesisOptions.compileOptions = (options) => compile({ ...options, lazyCompileValidationSchemas: true });

// firebase-tools logs through winston; without a transport winston complains on every line. The
// emulator's lines (its password-reset links among them) go to stdout, without colours.
const winston = fromTools('winston');
const { logger } = fromTools('./lib/logger.js');
logger.add(
  new winston.transports.Console({
    level: 'info',
    format: winston.format.printf((info) =>
      [info.message, ...(info[Symbol.for('splat')] ?? [])]
        .filter((part) => typeof part === 'string')
        .join(' ')
        // eslint-disable-next-line no-control-regex
        .replace(/\x1b\[[0-9;]*m/g, ''),
    ),
  }),
);

const { createApp } = fromTools('./lib/emulator/auth/server.js');
createApp(projectId).then(
  (app) => {
    const server = app.listen(Number(portArg), host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : Number(portArg);
      console.log(`ready http://${host}:${port}`);
    });
    server.on('error', (error) => {
      console.error(`auth-emulator: ${error.code === 'EADDRINUSE' ? `port ${portArg} is taken` : error.message}`);
      process.exit(1);
    });
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
  },
  (error) => {
    console.error(`auth-emulator: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
