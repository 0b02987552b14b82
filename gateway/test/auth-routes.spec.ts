import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, SESSION_TTL_SECONDS } from '@boonies/contracts/auth';
import type { RunningSystem } from '@boonies/testing';
import { JwtService } from '@nestjs/jwt';
import { Browser, newAccount, sessionSetCookie } from './support/browser';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';

const SIGN_IN_PAIR_FREE_FAILURES = 3;
const SIGN_IN_ACCOUNT_FREE_FAILURES = 5;
const SIGN_UP_MAX_PER_IP = 4;

describe('auth routes', () => {
  let system: RunningSystem;
  const browser = (ip?: string) => new Browser(system.baseUrl, ip);

  /** A browser signed in to a new account. */
  async function signedUp() {
    const account = newAccount();
    const user = browser();
    expect((await user.signUp(account)).status).toBe(201);
    return { account, user };
  }

  beforeAll(async () => {
    system = await startAuthSystem('gateway-auth-routes', {
      AUTH_SIGNIN_PAIR_FREE: String(SIGN_IN_PAIR_FREE_FAILURES),
      AUTH_SIGNIN_ACCOUNT_FREE: String(SIGN_IN_ACCOUNT_FREE_FAILURES),
      // Longer than a busy machine takes between two attempts.
      AUTH_SIGNIN_DELAY_SECONDS: '20',
      AUTH_SIGNUP_MAX_PER_IP: String(SIGN_UP_MAX_PER_IP),
    });
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  describe('POST /api/auth/signup', () => {
    it('creates the account, answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
      const account = newAccount();
      const response = await browser().signUp({ ...account, email: account.email.toUpperCase() });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        id: expect.any(String),
        email: account.email,
        username: account.username,
        isAdmin: false,
      });
      expect(response.body).not.toHaveProperty('password');
      expect(response.body).not.toHaveProperty('passwordHash');
      const cookie = sessionSetCookie(response);
      expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      expect(cookie?.attributes.has('secure')).toBe(false);
    });

    it('refuses a username or an email that is taken, saying which', async () => {
      const { account } = await signedUp();

      const sameUsername = await browser().signUp({ ...newAccount(), username: account.username });
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body).toEqual({
        error: AUTH_MESSAGES.usernameTaken,
        code: 'USERNAME_TAKEN',
        field: 'username',
      });

      const sameEmail = await browser().signUp({ ...newAccount(), email: account.email });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({
        error: AUTH_MESSAGES.emailTaken,
        code: 'EMAIL_TAKEN',
        field: 'email',
      });
      expect(sessionSetCookie(sameEmail)).toBeUndefined();
    });

    it('refuses a common password, saying why, and opens no session', async () => {
      const response = await browser().signUp({ ...newAccount(), password: 'password' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: AUTH_MESSAGES.passwordTooCommon,
        code: 'VALIDATION_FAILED',
        field: 'password',
      });
      expect(sessionSetCookie(response)).toBeUndefined();
    });

    it('refuses a username reserved for staff, however it is spelt, with 409 naming the field', async () => {
      const response = await browser().signUp({ ...newAccount(), username: 'The_B00nies' });

      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: AUTH_MESSAGES.nameReserved,
        code: 'NAME_RESERVED',
        field: 'username',
      });
      expect(sessionSetCookie(response)).toBeUndefined();
    });

    const valid = newAccount();
    it.each([
      ['a missing field', { email: valid.email, password: valid.password }, 'username'],
      ['an unknown field', { ...valid, isAdmin: true }, 'isAdmin'],
      ['a malformed email', { ...valid, email: 'not-an-email' }, 'email'],
      ['a short password', { ...valid, password: '12345' }, 'password'],
      ['an over-long username', { ...valid, username: 'u'.repeat(31) }, 'username'],
      ['an over-long email', { ...valid, email: `${'e'.repeat(250)}@example.com` }, 'email'],
      ['an over-long password', { ...valid, password: 'p'.repeat(129) }, 'password'],
      ['a number for a username', { ...valid, username: 12345 }, 'username'],
      ['an object for a password', { ...valid, password: { $gt: '' } }, 'password'],
      ['a username with spaces', { ...valid, username: 'two words' }, 'username'],
      ['a device id that is not a uuid', { ...valid, deviceId: 'my-phone' }, 'deviceId'],
      ['a number for a device id', { ...valid, deviceId: 42 }, 'deviceId'],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const response = await browser().post('/api/auth/signup', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED', field });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await browser().post('/api/auth/signup', '{"email": "a@b.c",');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'The request body is not valid JSON.',
        code: 'VALIDATION_FAILED',
        field: 'body',
      });
    });

    it('limits sign-ups per address, with Retry-After', async () => {
      const sameAddress = browser();
      for (let attempt = 0; attempt < SIGN_UP_MAX_PER_IP; attempt++) {
        expect((await sameAddress.signUp(newAccount())).status).toBe(201);
      }
      const refused = await sameAddress.signUp(newAccount());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: AUTH_MESSAGES.tooManyAttempts,
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(refused.body.retryAfterSeconds));

      expect((await browser().signUp(newAccount())).status).toBe(201);
    });
  });

  describe('POST /api/auth/signin', () => {
    it('signs in with a browser-session cookie by default', async () => {
      const { account } = await signedUp();
      const response = await browser().signIn({ email: account.email, password: account.password });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: account.email, username: account.username });
      const cookie = sessionSetCookie(response);
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
      expect(cookie?.attributes.has('expires')).toBe(false);
      expect(cookie?.attributes.has('max-age')).toBe(false);
    });

    it('keeps the cookie for 30 days with "Keep me signed in"', async () => {
      const { account } = await signedUp();
      const response = await browser().signIn({
        email: account.email,
        password: account.password,
        rememberMe: true,
      });

      expect(response.status).toBe(200);
      const expires = Date.parse(sessionSetCookie(response)?.attributes.get('expires') ?? '');
      const thirtyDays = Date.now() + SESSION_TTL_SECONDS.remembered * 1000;
      expect(Math.abs(expires - thirtyDays)).toBeLessThan(60_000);
    });

    it('answers a wrong password and an unknown email alike', async () => {
      const { account } = await signedUp();
      const wrongPassword = await browser().signIn({ email: account.email, password: 'not-the-password' });
      const unknownEmail = await browser().signIn({ email: newAccount().email, password: account.password });

      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          error: AUTH_MESSAGES.invalidCredentials,
          code: 'INVALID_CREDENTIALS',
        });
        expect(sessionSetCookie(response)).toBeUndefined();
      }
    });

    it('answers 400 naming the field for bad input', async () => {
      const missing = await browser().post('/api/auth/signin', { email: 'a@example.com' });
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });
      const { email, password } = newAccount();
      const notBoolean = await browser().post('/api/auth/signin', { email, password, rememberMe: 'yes' });
      expect(notBoolean.status).toBe(400);
      expect(notBoolean.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'rememberMe' });
    });

    it('makes an address wait after its failed sign-ins, with Retry-After, while the owner signs in elsewhere', async () => {
      const { account } = await signedUp();
      const attacker = browser();
      for (let attempt = 0; attempt < SIGN_IN_PAIR_FREE_FAILURES; attempt++) {
        expect((await attacker.signIn({ email: account.email, password: 'guess' })).status).toBe(401);
      }
      const refused = await attacker.signIn({ email: account.email, password: account.password });

      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: AUTH_MESSAGES.tooManyAttempts,
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
      expect((await browser().signIn({ email: account.email, password: account.password })).status).toBe(200);
    });

    it('makes a new address wait once many addresses failed against the account, while the owner signs in', async () => {
      const { account, user: owner } = await signedUp();
      for (let address = 0; address < SIGN_IN_ACCOUNT_FREE_FAILURES; address++) {
        expect((await browser().signIn({ email: account.email, password: 'guess' })).status).toBe(401);
      }

      const refused = await browser().signIn({ email: account.email, password: account.password });

      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: AUTH_MESSAGES.tooManyAttempts,
        code: 'RATE_LIMITED',
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(refused.headers['retry-after'])).toBe(refused.body.retryAfterSeconds);
      // The address the account was made from is its owner's: the account's wait does not apply there.
      expect((await owner.signIn({ email: account.email, password: account.password })).status).toBe(200);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the signed-in user', async () => {
      const { account, user } = await signedUp();
      const response = await user.get('/api/auth/me');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ email: account.email, username: account.username });
    });

    it('answers 401 without a session cookie', async () => {
      const response = await browser().get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Not signed in', code: 'UNAUTHENTICATED' });
    });

    it('refuses a cookie whose session id was altered, and tells the browser to drop it', async () => {
      const { user } = await signedUp();
      const [header, payload, signature] = (user.sessionCookie ?? '').split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const altered = Buffer.from(JSON.stringify({ ...claims, sid: randomUUID() })).toString('base64url');
      user.sessionCookie = `${header}.${altered}.${signature}`;

      const response = await user.get('/api/auth/me');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
      expect(Date.parse(sessionSetCookie(response)?.attributes.get('expires') ?? '')).toBeLessThan(
        Date.now(),
      );
    });

    it('refuses a well-formed token signed with another secret', async () => {
      const { user } = await signedUp();
      const claims = JSON.parse(
        Buffer.from((user.sessionCookie ?? '').split('.')[1], 'base64url').toString(),
      );
      user.sessionCookie = new JwtService({ secret: 'an-attacker-secret-that-is-long-enough' }).sign(claims);

      expect((await user.get('/api/auth/me')).status).toBe(401);
    });
  });

  describe('POST /api/auth/signout', () => {
    it('ends the session: the cookie is cleared and the old one no longer works', async () => {
      const { user } = await signedUp();
      const oldCookie = user.sessionCookie;

      const response = await user.post('/api/auth/signout');
      expect(response.status).toBe(204);
      expect(sessionSetCookie(response)?.value).toBe('');
      expect(Date.parse(sessionSetCookie(response)?.attributes.get('expires') ?? '')).toBeLessThan(
        Date.now(),
      );

      user.sessionCookie = oldCookie;
      expect((await user.get('/api/auth/me')).status).toBe(401);
    });

    it('leaves the other sessions of the same account alone', async () => {
      const { account, user: phone } = await signedUp();
      const laptop = browser();
      await laptop.signIn({ email: account.email, password: account.password });

      await phone.post('/api/auth/signout');
      expect((await laptop.get('/api/auth/me')).status).toBe(200);
    });

    it('is fine when already signed out', async () => {
      expect((await browser().post('/api/auth/signout')).status).toBe(204);

      const { user } = await signedUp();
      const cookie = user.sessionCookie;
      await user.post('/api/auth/signout');
      user.sessionCookie = cookie;
      expect((await user.post('/api/auth/signout')).status).toBe(204);
    });
  });
});
