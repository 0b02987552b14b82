import { isPublicHttpUrl } from './public-link';

describe('isPublicHttpUrl', () => {
  it.each([
    'https://i.imgur.com/abc.png',
    'http://example.com/a?b=c',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://cdn.example.com./clip.mp4',
    'http://93.184.216.34/photo.jpg',
    'https://[2606:2800:220:1:248:1893:25c8:1946]/photo.jpg',
    'https://[::ffff:93.184.216.34]/photo.jpg',
    'https://localhost.example.com/photo.jpg',
  ])('accepts %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(true);
  });

  it.each([
    // Not http(s), or not a URL at all.
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/a.png'],
    ['relative', '/relative.png'],
    ['garbage', 'not a url'],
    // Credentials in the link.
    ['user and password', 'https://user:pass@example.com/a.png'],
    ['user only', 'https://user@example.com/a.png'],
    // IPv4 literals in special ranges.
    ['loopback', 'http://127.0.0.1/a.png'],
    ['loopback elsewhere in 127/8', 'http://127.8.9.10/a.png'],
    ['metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['private 10/8', 'http://10.1.2.3/a.png'],
    ['private 172.16/12', 'http://172.20.0.1/a.png'],
    ['private 192.168/16', 'http://192.168.1.1/a.png'],
    ['carrier-grade NAT', 'http://100.64.0.1/a.png'],
    ['unspecified', 'http://0.0.0.0/a.png'],
    ['multicast', 'http://224.0.0.1/a.png'],
    ['broadcast', 'http://255.255.255.255/a.png'],
    ['with a port', 'http://127.0.0.1:8080/a.png'],
    ['with a trailing dot', 'http://127.0.0.1./a.png'],
    // The numeric forms browsers normalise to an IPv4 address.
    ['decimal', 'http://2130706433/a.png'],
    ['hex', 'http://0x7f.1/a.png'],
    ['hex, whole', 'http://0x7f000001/a.png'],
    ['octal', 'http://0177.0.0.1/a.png'],
    ['short form', 'http://127.1/a.png'],
    ['decimal metadata', 'http://2852039166/latest/meta-data/'],
    // IPv6 literals.
    ['IPv6 loopback', 'http://[::1]/a.png'],
    ['IPv6 unspecified', 'http://[::]/a.png'],
    ['IPv6 link-local', 'http://[fe80::1]/a.png'],
    ['IPv6 unique-local', 'http://[fd00::1]/a.png'],
    ['IPv6 multicast', 'http://[ff02::1]/a.png'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/a.png'],
    ['IPv4-mapped private, hex', 'http://[::ffff:a00:1]/a.png'],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/a.png'],
    // Names that only resolve locally.
    ['localhost', 'http://localhost/a.png'],
    ['LOCALHOST', 'http://LOCALHOST:3000/a.png'],
    ['localhost with a dot', 'http://localhost./a.png'],
    ['a *.localhost name', 'http://app.localhost/a.png'],
    ['an mDNS name', 'http://printer.local/a.png'],
    ['an internal name', 'http://metadata.google.internal/a.png'],
  ])('refuses %s: %s', (_kind, url) => {
    expect(isPublicHttpUrl(url)).toBe(false);
  });
});
