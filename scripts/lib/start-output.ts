// What `npm start` prints: a line per step with its time, then where everything is. Everything else
// (schema changes, Directus's and the site's own output, the build's) goes to a log file, and to the
// console too when it is asked for (LOG_LEVEL=debug) or when it is an error.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { waitForAnswer } from '../../embedded/directus.ts';

export type StartOutput = {
  logFile: string;
  heading(text: string): void;
  /** A line for the console (and the log). */
  say(line: string): void;
  /** Prints `✓ label  time` when the work is done, `✗` and what to do when it fails. */
  step<T>(label: string | ((value: T) => string), work: Promise<T>, options?: { failure?: string }): Promise<T>;
  detail(line: string): void;
  /** A child process's line: to the log; to the console too when it reports an error, or when verbose. */
  childLine(name: string, line: string): void;
  pipeChild(name: string, child: ChildProcess): void;
  ready(rows: [string, string][]): void;
  fail(error: unknown): void;
};

/** Directus's pretty log lines read `[12:00:00.000] ERROR: …`; the site's errors start with `[site]`, `[mail]`, … on stderr. */
const ERROR_LINE = /\] (ERROR|FATAL):|^\s*(Error|TypeError|RangeError)\b/;
const TAIL = 15;

export function createStartOutput({
  logFile,
  verbose,
  print = (line: string) => console.log(line),
}: {
  logFile: string;
  verbose: boolean;
  print?: (line: string) => void;
}): StartOutput {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const started = Date.now();
  const tails = new Map<string, string[]>();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const write = (line: string) => log.write(`${new Date().toISOString()} ${line}\n`);
  const say = (line: string) => {
    print(line);
    write(line);
  };
  const detail = (line: string) => {
    write(line);
    if (verbose) print(`    ${line}`);
  };
  const childLine = (name: string, line: string, toConsole = ERROR_LINE.test(line)) => {
    const tail = tails.get(name) ?? [];
    tail.push(line);
    if (tail.length > TAIL) tail.shift();
    tails.set(name, tail);
    write(`[${name}] ${line}`);
    if (verbose || toConsole) print(`[${name}] ${line}`);
  };
  const tailsText = () =>
    [...tails.entries()]
      .filter(([, lines]) => lines.length)
      .map(([name, lines]) => `  Last lines of ${name}:\n${lines.map((l) => `    ${l}`).join('\n')}`)
      .join('\n');

  return {
    logFile,
    heading: (text) => say(text),
    say,
    async step(label, work, options) {
      const t = Date.now();
      try {
        const value = await work;
        const text = typeof label === 'string' ? label : label(value);
        say(`  ✓ ${text.padEnd(52)} ${seconds(Date.now() - t).padStart(7)}`);
        return value;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(options?.failure ? `${message}\n${options.failure}` : message, { cause: error });
      }
    },
    detail,
    childLine: (name, line) => childLine(name, line),
    pipeChild(name, child) {
      // stdout is the child's chatter ("listening on …"); stderr is where its warnings and errors go.
      if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => childLine(name, line, false));
      if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => childLine(name, line, true));
    },
    ready(rows) {
      const width = Math.max(...rows.map(([k]) => k.length)) + 2;
      say(`\nReady in ${seconds(Date.now() - started)}\n`);
      for (const [k, v] of rows) say(`  ${k.padEnd(width)}${v}`);
      say('\nCtrl+C stops everything.');
    },
    fail(error) {
      const message = error instanceof Error ? error.message : String(error);
      const tail = tailsText();
      if (tail) say(tail);
      say(`\n  ✗ ${message.split('\n').join('\n    ')}\n    The whole log: ${logFile}`);
    },
  };
}

/**
 * The one line `npm start` prints when the set-up brought an older install's columns in line with the
 * code (directus/schema/columns.ts), or null when it did not have to.
 */
export function schemaUpgradedLine(upgraded: readonly string[]): string | null {
  return upgraded.length ? `  [cms] schema upgraded: ${upgraded.join(', ')}` : null;
}

/** True when something already listens on the port (a second `npm start`, say). */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/** Resolves once the site answers (its /api/environment, which touches no page cache). */
export function waitForSite(url: string, gaveUp: () => boolean, timeoutMs = 120_000): Promise<void> {
  return waitForAnswer(`${url}/api/environment`, 'The site server', gaveUp, timeoutMs);
}
