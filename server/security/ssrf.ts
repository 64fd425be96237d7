// Outbound requests to addresses a customer typed (webhook endpoints) must not reach the
// platform's own network: loopback, private and shared ranges, link-local (and the cloud metadata
// service at 169.254.169.254), multicast, reserved and documentation ranges, in IPv4 and IPv6
// (IPv4-mapped and NAT64 addresses are judged by the IPv4 inside). The name is resolved and
// checked at each delivery, and the connection goes to the address that was checked (no second
// lookup a rebinding DNS could answer differently).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) address. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return undefined;
  const hi = Number.parseInt(hex[1], 16);
  const lo = Number.parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for any address outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export class TargetRefused extends Error {
  constructor(
    readonly reason: 'private' | 'unresolvable',
    readonly detail: string,
  ) {
    super(reason === 'private' ? `private address ${detail}` : `cannot resolve ${detail}`);
    this.name = 'TargetRefused';
  }
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a URL's host to the address to connect to; refuses it (TargetRefused) when any of its
 * addresses is private, unless `allowPrivate`.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused('unresolvable', host);
    }
  }
  const first = addresses[0];
  if (!first) throw new TargetRefused('unresolvable', host);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) throw new TargetRefused('private', bad.address);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
