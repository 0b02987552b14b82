import ipaddr from 'ipaddr.js';

/**
 * Links that every viewer's browser fetches on its own (images, videos, avatars) must point at the public
 * internet: a link to `127.0.0.1`, `10.0.0.1` or `169.254.169.254` would make each viewer's browser request
 * their own machine or network, where routers and metadata services answer.
 */
export const PUBLIC_LINK_MESSAGE = 'Links must be public http(s) addresses';

/** Names that only ever resolve inside a machine or a local network. */
const LOCAL_NAME_SUFFIXES = ['localhost', 'local', 'internal'];

/**
 * An http(s) URL without credentials whose host is a name on the public internet or a public unicast IP
 * address. The WHATWG parser is what browsers use, so the host is judged as they will read it: it turns
 * the numeric forms (`2130706433`, `0x7f.1`, `0177.0.0.1`) into dotted IPv4 and compresses IPv6.
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[')) return isPublicAddress(host.slice(1, -1));
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return isPublicAddress(host);
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === '') return false;
  return !LOCAL_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** Only ordinary unicast addresses are public; an IPv4 address written as IPv6 is judged as itself. */
export function isPublicAddress(literal: string): boolean {
  return ipaddr.isValid(literal) && ipaddr.process(literal).range() === 'unicast';
}
