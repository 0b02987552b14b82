import { errorOf } from '@boonies/testing';
import { RPC, SESSION_TTL_SECONDS, type SignInDto } from '@boonies/contracts';
import type { CallContext } from '@boonies/messaging';
import { AuthTestService, newAccount, TEST_LIMITS } from './support/auth-test-service';

const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', error: 'Invalid email or password' };

describe('rpc.auth.sign-in', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('sign_in');
  });

  afterAll(() => auth?.stop());

  const signIn = (request: SignInDto, context: CallContext = auth.newClient()) =>
    auth.rpc.call(RPC.auth.signIn, request, context);

  it('opens a browser session for the right password', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);

    const grant = await signIn({ email: account.email, password: account.password });

    expect(grant).toMatchObject({ user: { id: user.id, email: account.email }, persistent: false });
    expect(Date.parse(grant.expiresAt) - Date.now()).toBeGreaterThan(
      (SESSION_TTL_SECONDS.browser - 60) * 1000,
    );
  });

  it('opens a long session when asked to keep the user signed in, whatever the email case', async () => {
    const account = newAccount();
    await auth.signUp(account);

    const grant = await signIn({
      email: account.email.toUpperCase(),
      password: account.password,
      rememberMe: true,
    });

    expect(grant.persistent).toBe(true);
    expect(Date.parse(grant.expiresAt) - Date.now()).toBeGreaterThan(
      (SESSION_TTL_SECONDS.remembered - 60) * 1000,
    );
  });

  it('answers a wrong password and an unknown email identically, after the same work', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const timed = async (request: SignInDto) => {
      const started = performance.now();
      const error = await errorOf(signIn(request));
      return { error, ms: performance.now() - started };
    };

    const wrongPassword = [];
    const unknownEmail = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      wrongPassword.push(await timed({ email: account.email, password: 'not-the-password' }));
      unknownEmail.push(await timed({ email: newAccount().email, password: account.password }));
    }

    for (const { error } of [...wrongPassword, ...unknownEmail]) expect(error).toEqual(INVALID_CREDENTIALS);
    // Without the dummy hash an unknown email would answer in a fraction of a password check's time.
    const fastest = (attempts: { ms: number }[]) => Math.min(...attempts.map(({ ms }) => ms));
    expect(fastest(unknownEmail)).toBeGreaterThan(fastest(wrongPassword) * 0.5);
  });

  it('refuses a deactivated account with the same answer', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);
    await auth.dataSource.query('UPDATE auth.users SET deactivated_at = now() WHERE id = $1', [user.id]);

    expect(await errorOf(signIn({ email: account.email, password: account.password }))).toEqual(
      INVALID_CREDENTIALS,
    );
  });

  it('limits failed sign-ins per account, from any address, until the window ends', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const wrong = { email: account.email, password: 'not-the-password' };
    for (let attempt = 0; attempt < Number(TEST_LIMITS.AUTH_SIGNIN_MAX_PER_ACCOUNT); attempt++) {
      expect(await errorOf(signIn(wrong))).toEqual(INVALID_CREDENTIALS);
    }

    const refused = await errorOf(signIn({ email: account.email, password: account.password }));

    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: 'Too many attempts. Please wait a moment and try again.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('limits failed sign-ins per address, across accounts', async () => {
    const context = auth.newClient();
    for (let attempt = 0; attempt < Number(TEST_LIMITS.AUTH_SIGNIN_MAX_PER_IP); attempt++) {
      expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }, context))).toEqual(
        INVALID_CREDENTIALS,
      );
    }

    expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }, context))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }))).toEqual(
      INVALID_CREDENTIALS,
    );
  });

  it('forgets earlier failures once the right password is given', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const context = auth.newClient();
    const failures = Number(TEST_LIMITS.AUTH_SIGNIN_MAX_PER_ACCOUNT) - 1;
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < failures; attempt++) {
        await errorOf(signIn({ email: account.email, password: 'not-the-password' }, context));
      }
      await expect(
        signIn({ email: account.email, password: account.password }, context),
      ).resolves.toBeDefined();
    }
  });

  it('validates the request before checking anything', async () => {
    expect(await errorOf(signIn({ email: 'nope', password: 'x' }))).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Please enter a valid email address',
      field: 'email',
    });
    expect(await errorOf(signIn({ email: newAccount().email, password: '' }))).toMatchObject({
      field: 'password',
    });
  });
});
