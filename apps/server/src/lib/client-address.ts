import { isIPv6 } from 'node:net';

/**
 * The address a per-client limit counts under: IPv4 as it is, IPv6 by its /64 network (one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address per attempt), the
 * same grouping @fastify/rate-limit applies to its own per-IP limits.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = lower.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
