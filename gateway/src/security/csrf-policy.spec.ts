import { passesCsrfCheck } from './csrf-policy';
import { isTrustedSocketOrigin } from './request-origin';

const own = 'https://boonies.example';
const allowed = ['http://localhost:5173'];

describe('passesCsrfCheck', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets safe %s requests through whatever their origin', (method) => {
    expect(passesCsrfCheck({ method, origin: 'https://evil.example', ownOrigin: own }, allowed)).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('lets %s from the app itself through', (method) => {
    expect(passesCsrfCheck({ method, origin: own, ownOrigin: own }, allowed)).toBe(true);
  });

  it('compares origins without regard to case', () => {
    expect(passesCsrfCheck({ method: 'POST', origin: 'HTTPS://Boonies.Example', ownOrigin: own }, [])).toBe(
      true,
    );
  });

  it('lets configured origins through', () => {
    expect(
      passesCsrfCheck({ method: 'POST', origin: 'http://localhost:5173', ownOrigin: own }, allowed),
    ).toBe(true);
  });

  it('refuses another site, even with X-Requested-With', () => {
    const check = {
      method: 'POST',
      origin: 'https://evil.example',
      requestedWith: 'boonies',
      ownOrigin: own,
    };
    expect(passesCsrfCheck(check, allowed)).toBe(false);
  });

  it('refuses the same host reached over another scheme or port', () => {
    expect(passesCsrfCheck({ method: 'POST', origin: 'http://boonies.example', ownOrigin: own }, [])).toBe(
      false,
    );
    expect(passesCsrfCheck({ method: 'POST', origin: `${own}:8443`, ownOrigin: own }, [])).toBe(false);
  });

  it('refuses the opaque origin "null" of sandboxed frames and privacy redirects', () => {
    expect(passesCsrfCheck({ method: 'DELETE', origin: 'null', ownOrigin: own }, allowed)).toBe(false);
  });

  it('without an Origin, requires X-Requested-With', () => {
    expect(passesCsrfCheck({ method: 'POST', ownOrigin: own }, allowed)).toBe(false);
    expect(passesCsrfCheck({ method: 'POST', requestedWith: ' ', ownOrigin: own }, allowed)).toBe(false);
    expect(passesCsrfCheck({ method: 'POST', requestedWith: 'boonies', ownOrigin: own }, allowed)).toBe(true);
  });
});

describe('isTrustedSocketOrigin', () => {
  it('accepts a page on the gateway host over either scheme, and configured origins', () => {
    expect(isTrustedSocketOrigin('https://boonies.example', 'boonies.example', [])).toBe(true);
    expect(isTrustedSocketOrigin('http://boonies.example', 'boonies.example', [])).toBe(true);
    expect(isTrustedSocketOrigin('http://localhost:5173', 'boonies.example', allowed)).toBe(true);
  });

  it('refuses pages of other sites', () => {
    expect(isTrustedSocketOrigin('https://evil.example', 'boonies.example', allowed)).toBe(false);
    expect(isTrustedSocketOrigin('https://boonies.example.evil.example', 'boonies.example', [])).toBe(false);
    expect(isTrustedSocketOrigin('null', 'boonies.example', [])).toBe(false);
  });
});
