// A relay in front of the capture inbox's SMTP port that passes every byte on, except that it holds
// the first transaction to a chosen recipient mid-conversation (after its RCPT TO, before the
// server's answer), as a slow mail server would: the replica sending it is then "mid-send", for a
// test to kill or stop. Everything else, and the held transaction once released, goes through as is.
// It says which client it holds (the connection's port), and `holderPid` names the process behind it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type SmtpHold = {
  url: string;
  /** Where the relay forwards to (host and port), set once the inbox is up. */
  target: { host: string; port: number } | null;
  /** Hold the next transaction whose recipient starts with `prefix`; resolves, when one is held, with its client's port. */
  holdNext(prefix: string): Promise<number>;
  /** Lets the held transaction go on (if its client is still there). */
  release(): void;
  close(): Promise<void>;
};

export async function startSmtpHold(): Promise<SmtpHold> {
  let prefix: string | null = null;
  let onHeld: ((port: number) => void) | null = null;
  let releaseHeld: (() => void) | null = null;
  const sockets = new Set<Socket>();
  const hold: SmtpHold = {
    url: '',
    target: null,
    holdNext(p) {
      prefix = p.toLowerCase();
      return new Promise((resolve) => (onHeld = resolve));
    },
    release() {
      releaseHeld?.();
      releaseHeld = null;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((client) => {
    const target = hold.target;
    if (!target) return client.destroy();
    const upstream = createConnection(target);
    sockets.add(client).add(upstream);
    upstream.pipe(client);
    let held: Buffer[] | null = null;
    client.on('data', (chunk: Buffer) => {
      if (held) return void held.push(chunk);
      if (prefix && chunk.toString('latin1').toLowerCase().includes(`rcpt to:<${prefix}`)) {
        prefix = null;
        held = [chunk];
        releaseHeld = () => {
          for (const c of held ?? []) upstream.write(c);
          held = null;
        };
        onHeld?.(client.remotePort ?? 0);
        return;
      }
      upstream.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the SMTP relay has no address');
  hold.url = `smtp://127.0.0.1:${address.port}`;
  return hold;
}

/**
 * Which of `pids` owns the local TCP socket on 127.0.0.1:`port` (the client side of a connection to
 * the relay): the socket's inode from /proc/net/tcp, then the process holding a descriptor on it.
 */
export function holderPid(port: number, pids: readonly number[]): number | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (local && Number.parseInt(local.split(':')[1] ?? '', 16) === port && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1] ?? '')) return pid;
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null;
}
