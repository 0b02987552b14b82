import { clearedCookieOptions, isSecureCookie, readCookie, sessionCookieOptions } from './session-cookie';

describe('session cookie options', () => {
  const expiresAt = '2030-01-31T12:00:00.000Z';

  it('is HttpOnly, SameSite=Lax and valid for the whole app', () => {
    expect(sessionCookieOptions({ expiresAt, persistent: false }, false)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
  });

  it('lives until the session expires with "Keep me signed in"', () => {
    expect(sessionCookieOptions({ expiresAt, persistent: true }, true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      expires: new Date(expiresAt),
    });
  });

  it('has no expiry otherwise, so the browser drops it when it closes', () => {
    const options = sessionCookieOptions({ expiresAt, persistent: false }, true);
    expect(options.expires).toBeUndefined();
    expect(options.maxAge).toBeUndefined();
  });

  it('is cleared with the attributes it was set with', () => {
    expect(clearedCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
  });
});

describe('isSecureCookie', () => {
  it('follows the request scheme in auto mode', () => {
    expect(isSecureCookie('auto', true)).toBe(true);
    expect(isSecureCookie('auto', false)).toBe(false);
  });

  it('obeys an explicit setting', () => {
    expect(isSecureCookie('true', false)).toBe(true);
    expect(isSecureCookie('false', true)).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('theme=dark; boonies_session=a%2Eb.c; other=1', 'boonies_session')).toBe('a.b.c');
  });

  it('does not confuse names that merely share a prefix or suffix', () => {
    expect(readCookie('xboonies_session=1; boonies_session_old=2', 'boonies_session')).toBeUndefined();
  });

  it('gives undefined without a header, and the raw value when it is not URI-encoded', () => {
    expect(readCookie(undefined, 'boonies_session')).toBeUndefined();
    expect(readCookie('boonies_session=100%', 'boonies_session')).toBe('100%');
  });
});
