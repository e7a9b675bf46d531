// Who a client is, for the limits (the site's forms, src/forms/request.server.ts; the Data Studio's
// sign-in, directus/extensions/site-login-guard): their IPv4 address, or the /64 prefix of their IPv6 one.
// An ISP gives one household (or one attacker's server) a whole /64, so its 2^64 addresses are one
// visitor; keying the full IPv6 address would give anyone with a /64 an unlimited supply of fresh
// limits. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports an IPv4
// peer) is that IPv4 address, so both spellings count together. Pure: no Node or DOM APIs.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail as two groups); null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail?.[1]) {
    if (!IPV4.test(tail[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const rest = part(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The rate-limit key of a client address: `4:1.2.3.4`, or `6:2001:db8:1:2::/64` for every address of
 * that /64; `other:<text>` for what is neither (a socket without an address: all such share one key).
 */
export function clientKey(address: string): string {
  // A link-local address may carry its interface (`fe80::1%eth0`): the interface is not the visitor.
  const ip = address.trim().toLowerCase().split('%')[0] ?? '';
  if (IPV4.test(ip)) return `4:${ip}`;
  const groups = ipv6Groups(ip);
  if (!groups) return `other:${ip.slice(0, 64)}`;
  // ::ffff:a.b.c.d (IPv4-mapped, RFC 4291 2.5.5.2): the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `4:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
