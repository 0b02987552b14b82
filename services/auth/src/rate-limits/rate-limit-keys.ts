import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED_PREFIX = '::ffff:';
/** An IPv6 host usually controls a whole /64, so its limits are counted per /64 (four 16-bit groups). */
const IPV6_NETWORK_GROUPS = 4;

/**
 * The key a client address is counted under. IPv4 (also written IPv4-mapped) counts per address, IPv6
 * per /64; anything unparsable (no address header, a proxy's placeholder) counts as itself.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (address.startsWith(IPV4_MAPPED_PREFIX) && isIPv4(address.slice(IPV4_MAPPED_PREFIX.length))) {
    return address.slice(IPV4_MAPPED_PREFIX.length);
  }
  if (isIPv6(address) && !address.includes('.')) {
    return `${expandIPv6(address).slice(0, IPV6_NETWORK_GROUPS).join(':')}::/64`;
  }
  return address;
}

/**
 * The key failed sign-ins against one email are counted under. Hashed so the limiter table holds no
 * email addresses and keys have a fixed length.
 */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** The eight groups of an IPv6 address without an embedded IPv4 part, `::` filled in, leading zeros dropped. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}
