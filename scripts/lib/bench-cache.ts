// The page cache under campaign traffic, for `npm run bench`: a flood of requests, each to its own
// address, counted by X-Page-Cache; and the site server's memory, read from /proc by its pid and
// from the server itself (`kill -USR2 <pid>` makes server/index.ts print its figures on stdout).
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { z } from 'zod';

export type Flood = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Responses by X-Page-Cache value (hit, miss, bypass, or "(none)"). */
  states: Record<string, number>;
};

/**
 * `amount` GET requests over `connections` connections, the nth to `pathFor(n)`: every request has an
 * address of its own (autocannon rebuilds the request before each send when setupRequest is given).
 */
export async function flood(origin: string, pathFor: (n: number) => string, amount: number, connections: number, userAgent: string): Promise<Flood> {
  let next = 0;
  const states: Record<string, number> = {};
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    headers: { 'user-agent': userAgent },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: pathFor(next++) }),
        onResponse: (_status, _body, _context, headers) => {
          const state = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-page-cache')?.[1];
          const key = typeof state === 'string' ? state : '(none)';
          states[key] = (states[key] ?? 0) + 1;
        },
      },
    ],
  });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  const requests = result.requests.total;
  return { requests, seconds, rps: requests / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, states };
}

/** The kernel's view of a process's memory: resident now and at its peak, in bytes (Linux only). */
export function procMemory(pid: number): { rss: number; peakRss: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
  } catch {
    return null;
  }
}

const StatsLine = z.object({
  pageCache: z.object({ entries: z.number(), bytes: z.number(), maxBytes: z.number() }),
  memory: z.object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number(), external: z.number(), arrayBuffers: z.number() }),
});
export type ServerStats = z.infer<typeof StatsLine>;
const MARKER = '[site] stats ';

/** A log line's message: the line itself (LOG_FORMAT=text), or its `msg` (LOG_FORMAT=json). */
function messageOf(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const parsed = z.object({ msg: z.string() }).safeParse(JSON.parse(line));
    return parsed.success ? parsed.data.msg : '';
  } catch {
    return '';
  }
}

/** The figures the site server prints on SIGUSR2 (after a full GC when it runs with --expose-gc). */
export function serverStats(child: ChildProcess, timeoutMs = 10_000): Promise<ServerStats> {
  const stdout = child.stdout;
  if (!stdout || child.pid === undefined) return Promise.reject(new Error('the site server has no stdout or pid'));
  return new Promise((resolve, reject) => {
    let buffered = '';
    const done = (error: Error | null, stats?: ServerStats) => {
      clearTimeout(timer);
      stdout.off('data', onData);
      if (stats) resolve(stats);
      else reject(error ?? new Error('no figures'));
    };
    const onData = (chunk: Buffer | string) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const line = lines.map(messageOf).find((l) => l.startsWith(MARKER));
      if (line === undefined) return;
      try {
        done(null, StatsLine.parse(JSON.parse(line.slice(MARKER.length))));
      } catch {
        done(new Error(`unexpected figures: ${line}`));
      }
    };
    const timer = setTimeout(() => done(new Error(`the site server printed no figures within ${timeoutMs} ms of SIGUSR2`)), timeoutMs);
    stdout.on('data', onData);
    child.kill('SIGUSR2');
  });
}

export type MemorySample = {
  rss: number;
  peakRss: number | null;
  heapUsed: number;
  heapTotal: number;
  buffers: number;
  cacheEntries: number;
  cacheBytes: number;
  cacheMaxBytes: number;
};

/** Memory of the site server: RSS from /proc (the server's own figure off Linux), heap and buffers from the server. */
export async function sampleMemory(child: ChildProcess): Promise<MemorySample> {
  const stats = await serverStats(child);
  const proc = child.pid === undefined ? null : procMemory(child.pid);
  return {
    rss: proc?.rss ?? stats.memory.rss,
    peakRss: proc?.peakRss ?? null,
    heapUsed: stats.memory.heapUsed,
    heapTotal: stats.memory.heapTotal,
    buffers: stats.memory.arrayBuffers,
    cacheEntries: stats.pageCache.entries,
    cacheBytes: stats.pageCache.bytes,
    cacheMaxBytes: stats.pageCache.maxBytes,
  };
}
