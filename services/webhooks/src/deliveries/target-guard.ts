import { DomainError } from '@boonies/platform';
import { isPublicAddress } from '@boonies/contracts/links';
import { WEBHOOK_MESSAGES } from '@boonies/contracts/webhooks';
import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Where an attempt connects: the address checked, never resolved again (DNS rebinding cannot move it). */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Why a target is refused: the words go to the admin (registration) or into the delivery log. */
export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }

  toDomainError(): DomainError {
    return new DomainError('TARGET_REFUSED', this.message);
  }
}

/**
 * The operator's allow-list (`WEBHOOKS_ALLOWED_TARGETS`): host names, and CIDRs of addresses. An allowed
 * target may be plain http and a private address; any other must be https to public unicast addresses only
 * (not loopback, link-local, private RFC 1918, unique-local, CGNAT, multicast, unspecified or reserved).
 */
export class TargetAllowList {
  private readonly hosts = new Set<string>();
  private readonly ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];

  constructor(spec: string | undefined) {
    for (const entry of (spec ?? '').split(',').map((item) => item.trim().toLowerCase())) {
      if (entry === '') continue;
      if (entry.includes('/')) this.ranges.push(ipaddr.parseCIDR(entry));
      else if (isIP(entry)) this.ranges.push(ipaddr.parseCIDR(`${entry}/${isIP(entry) === 4 ? 32 : 128}`));
      else this.hosts.add(entry.endsWith('.') ? entry.slice(0, -1) : entry);
    }
  }

  allowsHost(host: string): boolean {
    return this.hosts.has(host.toLowerCase().replace(/\.$/, ''));
  }

  allowsAddress(address: string): boolean {
    const parsed = ipaddr.process(address);
    return this.ranges.some(
      ([range, bits]) => range.kind() === parsed.kind() && parsed.match(range as never, bits),
    );
  }
}

/** Resolves every address of a host name, as the system resolver does. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Judges a URL for a webhook, at registration and again before every attempt: resolves its host once and
 * answers the first address it may connect to, or throws `TargetRefused`. Every address the name resolves
 * to must pass, so a name cannot hide a private address behind a public one.
 */
export async function checkTarget(
  rawUrl: string,
  allowList: TargetAllowList,
  resolve: Resolver = systemResolver,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new TargetRefused(WEBHOOK_MESSAGES.url);
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const hostAllowed = allowList.allowsHost(host);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new TargetRefused(WEBHOOK_MESSAGES.unresolvable);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(WEBHOOK_MESSAGES.unresolvable);
  const allowed = hostAllowed || addresses.every(({ address }) => allowList.allowsAddress(address));
  if (!allowed) {
    if (url.protocol !== 'https:') throw new TargetRefused(WEBHOOK_MESSAGES.httpsRequired);
    if (!addresses.every(({ address }) => isPublicAddress(address))) {
      throw new TargetRefused(WEBHOOK_MESSAGES.privateTarget);
    }
  }
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
