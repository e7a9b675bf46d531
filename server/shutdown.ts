// Stopping without dropping anything (a rolling deploy sends SIGTERM to each replica in turn): say
// "not ready" (/readyz 503) and, for `delayMs`, go on serving while the load balancer's health checks
// notice and stop sending visitors (a connection still waiting to be accepted when a server stops
// listening is reset, and a form posted on it is lost); then stop accepting connections, say "not ready" to whoever still asks on an open one (the load balancer
// stops sending visitors), answer every request already in flight (a form half uploaded included),
// close keep-alive connections as they fall idle, and exit once the last one is done, or after
// `timeoutMs` whatever remains.
import type { Server } from 'node:http';

export type Drain = {
  /** True from the signal on: /readyz answers 503 and every response closes its connection. */
  readonly draining: boolean;
  /** Starts draining; resolves once every connection is closed (true) or the timeout cut some (false). */
  start(): Promise<boolean>;
};

/** Stops listening and resolves once every connection is closed (true), or after `timeoutMs` (false). */
function close(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}

export function drainOf(server: Server, timeoutMs: number, delayMs = 0): Drain {
  let draining = false;
  let done: Promise<boolean> | undefined;
  return {
    get draining() {
      return draining;
    },
    start() {
      done ??= (async () => {
        draining = true;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return close(server, timeoutMs);
      })();
      return done;
    },
  };
}
