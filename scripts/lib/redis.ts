// A throwaway Redis for `npm run test:scale` and `npm run bench:scale`: Debian's redis-server (apt-get
// install -y redis-server; `.ci/run` installs it), in the foreground, bound to 127.0.0.1, nothing
// written to disk. `stop()` and `start()` again on the same port play a Redis outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

export const REDIS_SERVER = process.env['REDIS_SERVER'] ?? '/usr/bin/redis-server';

export type RunningRedis = {
  url: string;
  port: number;
  /** The server's process id while it runs. */ pid(): number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
};

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(port: number, onLog: (line: string) => void = () => {}): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`No redis-server at ${REDIS_SERVER}: apt-get install -y redis-server (or set REDIS_SERVER).`);
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    for (const stream of [started.stdout, started.stderr]) stream?.on('data', (d: Buffer) => onLog(d.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited (${started.exitCode}) on port ${port}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, pid: () => (child?.exitCode === null ? child.pid : undefined), start, stop };
}
