// Who is signing in, for the sign-in's limits: the IPv4 address, or the /64 prefix of an IPv6 one (one
// household's, or one attacker's server's, whole range); an IPv4 address written as IPv6
// (`::ffff:1.2.3.4`) is that IPv4 address. The same rule as the site's forms (src/forms/client-key.ts),
// written again here because Directus's bundles may import directus/, schemas/ and kit/ only.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail as two groups). */
function groupsOf(address: string): number[] {
  let text = address;
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const before = part(head);
  const after = part(rest);
  const missing = rest === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array<string>(missing).fill('0'), ...after].map((g) => parseInt(g, 16));
}

/** `4:1.2.3.4`, `6:2001:db8:1:2::/64`, or `other:<text>` for what is neither (all such share one key). */
export function addressKey(address: string | null | undefined): string {
  const ip = (address ?? '').trim().toLowerCase().split('%')[0] ?? '';
  if (isIPv4(ip)) return `4:${ip}`;
  if (!isIPv6(ip)) return `other:${ip.slice(0, 64)}`;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `4:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
