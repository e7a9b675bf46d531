// A small round-robin HTTP proxy: what a load balancer does in front of the site's replicas (or of
// Directus's instances), for `npm run test:scale` and `npm run bench:scale`. Each request goes to the
// next upstream. One that could not be delivered is sent to an upstream it has not tried: always when
// the upstream never received it (connection refused; a kept-alive connection it had already closed),
// and for GET and HEAD also when the connection broke before an answer. An upstream that refused a
// connection or broke a fresh one (it crashed, or was killed) is skipped for a second. With `healthPath`, each upstream is asked every 250 ms, and one that does not answer 2xx
// (a site replica draining: /readyz 503) gets no new request until it does; `takeOut` does the same by
// hand (an operator deregistering an instance before stopping it). Request bodies are read whole first
// (forms are small), so that a retry can send them again.
import { request as httpRequest, createServer, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type RoundRobin = {
  url: string;
  /** Requests answered by each upstream, in the order given. */
  served: number[];
  /** Requests sent again to another upstream. */
  retried: number;
  /** Why each request the proxy answered 502 itself could not be delivered (the upstreams' own answers aside). */
  badGateways: string[];
  /** Sends no more requests to upstream `index` (those in flight finish). */
  takeOut(index: number): void;
  close(): Promise<void>;
};

export type RoundRobinOptions = { healthPath?: string };

const MAX_BODY = 1024 * 1024;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

type Attempt = { ok: true; res: IncomingMessage } | { ok: false; retryable: boolean; error: Error };

export async function startRoundRobin(port: number, upstreams: string[], { healthPath }: RoundRobinOptions = {}): Promise<RoundRobin> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const served = upstreams.map(() => 0);
  const downUntil = upstreams.map(() => 0);
  const healthy = upstreams.map(() => true);
  const out = upstreams.map(() => false);
  const usable = (index: number) => !out[index] && healthy[index] && downUntil[index]! <= Date.now();
  const checks = healthPath
    ? setInterval(() => {
        upstreams.forEach((upstream, index) => {
          fetch(`${upstream}${healthPath}`, { signal: AbortSignal.timeout(1000) })
            .then((res) => {
              healthy[index] = res.ok;
              return res.arrayBuffer();
            })
            .catch(() => {
              healthy[index] = false;
            });
        });
      }, 250)
    : undefined;
  let next = 0;
  const state = { retried: 0 };
  const badGateways: string[] = [];

  // The next usable upstream this request has not tried; failing that, a usable one again (a kept-alive
  // connection it closed as we reused it says nothing of its health); failing that, one it has not tried;
  // failing that, any.
  const pick = (tried: ReadonlySet<number>): number => {
    for (const acceptable of [(i: number) => usable(i) && !tried.has(i), (i: number) => usable(i), (i: number) => !tried.has(i)]) {
      for (let i = 0; i < upstreams.length; i++) {
        const index = (next + i) % upstreams.length;
        if (acceptable(index)) {
          next = index + 1;
          return index;
        }
      }
    }
    next++;
    return (next - 1) % upstreams.length;
  };

  const attempt = (index: number, req: IncomingMessage, body: Buffer, remote: string): Promise<Attempt> =>
    new Promise((resolve) => {
      const target = new URL(req.url ?? '/', upstreams[index]);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${remote}` : remote;
      headers['content-length'] = String(body.length);
      const out = httpRequest(target, { method: req.method, headers, agent }, (res) => resolve({ ok: true, res }));
      out.on('error', (error: NodeJS.ErrnoException) => {
        const staleKeepAlive = out.reusedSocket && error.code === 'ECONNRESET';
        const neverReceived = error.code === 'ECONNREFUSED' || staleKeepAlive;
        // Refused, or a fresh connection broken: the upstream is likely gone (crashed, killed); skip it for a second.
        if (!staleKeepAlive) downUntil[index] = Date.now() + 1000;
        resolve({ ok: false, retryable: neverReceived || req.method === 'GET' || req.method === 'HEAD', error });
      });
      out.end(body);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const remote = req.socket.remoteAddress ?? '127.0.0.1';
    let last: Error | undefined;
    const tried = new Set<number>();
    for (let tries = 0; tries < upstreams.length + 2; tries++) {
      const index = pick(tried);
      tried.add(index);
      const result = await attempt(index, req, body, remote);
      if (result.ok) {
        served[index]!++;
        const headers = { ...result.res.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        res.writeHead(result.res.statusCode ?? 502, headers);
        result.res.pipe(res);
        return;
      }
      last = result.error;
      if (!result.retryable) break;
      state.retried++;
    }
    badGateways.push(`${req.method ?? '?'} ${req.url ?? '/'} after ${tried.size} upstream(s): ${last?.message ?? 'no upstream'}`);
    res.writeHead(502, { 'content-type': 'text/plain' }).end(`Bad gateway: ${last?.message ?? 'no upstream'}`);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      badGateways.push(`${req.method ?? '?'} ${req.url ?? '/'}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(502).end(String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get retried() {
      return state.retried;
    },
    badGateways,
    takeOut(index) {
      out[index] = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checks);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
