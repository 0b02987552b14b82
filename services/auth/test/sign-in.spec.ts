import { errorOf } from '@boonies/testing';
import { AUTH_RPC, SESSION_TTL_SECONDS, type SignInDto } from '@boonies/contracts/auth';
import type { CallContext } from '@boonies/messaging';
import { DataSource } from 'typeorm';
import { AttemptLimiter } from '../src/rate-limits/attempt-limiter.service';
import { AuthTestService, newAccount, TEST_LIMITS } from './support/auth-test-service';

const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', error: 'Invalid email or password' };

describe('rpc.auth.sign-in', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('sign_in');
  });

  afterAll(() => auth?.stop());

  const signIn = (request: SignInDto, context: CallContext = auth.newClient()) =>
    auth.rpc.call(AUTH_RPC.signIn, request, context);

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
    for (let attempt = 0; attempt < 4; attempt++) {
      wrongPassword.push(await timed({ email: account.email, password: 'not-the-password' }));
      unknownEmail.push(await timed({ email: newAccount().email, password: account.password }));
    }

    for (const { error } of [...wrongPassword, ...unknownEmail]) expect(error).toEqual(INVALID_CREDENTIALS);
    // Without the dummy hash an unknown email would answer in a few hundredths of a password check's time;
    // with it, about the same. The fastest of four (a fifth miss would be throttled) and a wide margin keep
    // a busy machine's noise out.
    const fastest = (attempts: { ms: number }[]) => Math.min(...attempts.map(({ ms }) => ms));
    expect(fastest(unknownEmail)).toBeGreaterThan(fastest(wrongPassword) * 0.3);
  });

  it('tells a deactivated account how to come back, only once the password is right', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);
    await auth.dataSource.query('UPDATE auth.users SET deactivated_at = now() WHERE id = $1', [user.id]);

    expect(await errorOf(signIn({ email: account.email, password: account.password }))).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      error:
        'This account is deactivated. Write to support from its email address and an admin can restore it.',
    });
    // A wrong password hears what everyone hears, so deactivated accounts cannot be probed.
    expect(await errorOf(signIn({ email: account.email, password: 'not-the-password' }))).toEqual(
      INVALID_CREDENTIALS,
    );
  });

  const TOO_MANY = {
    code: 'RATE_LIMITED',
    error: 'Too many attempts. Please wait a moment and try again.',
    retryAfterSeconds: expect.any(Number),
  };
  const PAIR_FREE = Number(TEST_LIMITS.AUTH_SIGNIN_PAIR_FREE);
  const ACCOUNT_FREE = Number(TEST_LIMITS.AUTH_SIGNIN_ACCOUNT_FREE);
  const IP_FREE = Number(TEST_LIMITS.AUTH_SIGNIN_IP_FREE);
  const FIRST_DELAY = Number(TEST_LIMITS.AUTH_SIGNIN_DELAY_SECONDS);

  /** Fails `times` times from `context`, expecting each to be answered as a wrong password. */
  async function fail(email: string, times: number, context: CallContext): Promise<void> {
    for (let attempt = 0; attempt < times; attempt++) {
      expect(await errorOf(signIn({ email, password: 'not-the-password' }, context))).toEqual(
        INVALID_CREDENTIALS,
      );
    }
  }

  it('makes an address wait after its free failures against an account, even with the right password', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const attacker = auth.newClient();
    await fail(account.email, PAIR_FREE, attacker);

    const refused = await errorOf(signIn({ email: account.email, password: account.password }, attacker));

    expect(refused).toEqual(TOO_MANY);
    expect(refused.retryAfterSeconds).toBeGreaterThan(FIRST_DELAY - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(FIRST_DELAY);
  });

  it('doubles the wait at each further failure of the pair', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const attacker = auth.newClient();
    await fail(account.email, PAIR_FREE, attacker);
    // Waiting out the first delay in a test would take too long: its window is closed early, as time would.
    await auth.query(`UPDATE auth.rate_limits SET expire = 0 WHERE key LIKE 'sign-in:pair-gate:%'`);
    await fail(account.email, 1, attacker);

    const refused = await errorOf(signIn({ email: account.email, password: 'not-the-password' }, attacker));

    expect(refused).toEqual(TOO_MANY);
    expect(refused.retryAfterSeconds).toBeGreaterThan(2 * FIRST_DELAY - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2 * FIRST_DELAY);
  });

  /** Fails once from each of `addresses` new addresses, each answered as a wrong password or told to wait. */
  async function failFromNewAddresses(email: string, addresses: number): Promise<void> {
    for (let address = 0; address < addresses; address++) {
      const answer = await errorOf(signIn({ email, password: 'not-the-password' }, auth.newClient()));
      expect([INVALID_CREDENTIALS.code, TOO_MANY.code]).toContain(answer.code);
    }
  }

  it('lets the owner sign in from an address they signed in from while an attacker hammers the account', async () => {
    const account = newAccount();
    const { user } = await auth.signUp(account);
    const ownerAddress = auth.newClient();
    await signIn({ email: account.email, password: account.password }, ownerAddress);
    const attacker = auth.newClient();
    await fail(account.email, PAIR_FREE, attacker);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await errorOf(signIn({ email: account.email, password: 'guess' }, attacker))).toEqual(TOO_MANY);
    }
    // More addresses join in, past the account's free failures.
    await failFromNewAddresses(account.email, 2 * ACCOUNT_FREE);

    const owner = await signIn({ email: account.email, password: account.password }, ownerAddress);

    expect(owner.user.id).toBe(user.id);
  });

  it('lets the owner sign in from the address they signed up from while the account is under attack', async () => {
    const account = newAccount();
    const signUpAddress = auth.newClient();
    const { user } = await auth.signUp(account, signUpAddress);
    await failFromNewAddresses(account.email, 2 * ACCOUNT_FREE);

    const owner = await signIn({ email: account.email, password: account.password }, signUpAddress);

    expect(owner.user.id).toBe(user.id);
  });

  it('makes every new address wait its turn once the account is past its free failures, even with the right password', async () => {
    const account = newAccount();
    await auth.signUp(account);
    for (let address = 0; address < ACCOUNT_FREE; address++) await fail(account.email, 1, auth.newClient());

    for (const newcomer of [auth.newClient(), auth.newClient()]) {
      const refused = await errorOf(signIn({ email: account.email, password: account.password }, newcomer));
      expect(refused).toEqual(TOO_MANY);
      expect(refused.retryAfterSeconds).toBeGreaterThan(FIRST_DELAY - 10);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(FIRST_DELAY);
    }
  });

  it('doubles the account-wide wait of new addresses at each further failure of the account', async () => {
    const account = newAccount();
    await auth.signUp(account);
    for (let address = 0; address < ACCOUNT_FREE; address++) await fail(account.email, 1, auth.newClient());
    // Waiting out the first delay in a test would take too long: its window is closed early, as time would.
    await auth.query(`UPDATE auth.rate_limits SET expire = 0 WHERE key LIKE 'sign-in:account-gate:%'`);
    await fail(account.email, 1, auth.newClient());

    const refused = await errorOf(signIn({ email: account.email, password: account.password }));

    expect(refused).toEqual(TOO_MANY);
    expect(refused.retryAfterSeconds).toBeGreaterThan(2 * FIRST_DELAY - 10);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2 * FIRST_DELAY);
  });

  it('counts the failures of two replicas together, and a refused attempt not at all', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const attacker = auth.newClient();
    const replica = await new DataSource({
      type: 'postgres',
      url: auth.database.url,
      poolSize: 2,
    }).initialize();
    try {
      const limiters = [auth.app.get(AttemptLimiter), new AttemptLimiter(replica, auth.config)];
      for (let attempt = 0; attempt < PAIR_FREE; attempt++) {
        await limiters[attempt % 2].beforeSignIn(attacker.clientIp!, account.email);
      }
      for (const limiter of limiters) {
        expect(await errorOf(limiter.beforeSignIn(attacker.clientIp!, account.email))).toEqual(TOO_MANY);
      }
    } finally {
      await replica.destroy();
    }
    const [{ points }] = await auth.query<{ points: number }>(
      `SELECT points FROM auth.rate_limits WHERE key LIKE 'sign-in:pair:%:' || $1`,
      [attacker.clientIp],
    );
    expect(points).toBe(PAIR_FREE);
  });

  it('makes an address wait after its free failures across accounts, and only that address', async () => {
    const context = auth.newClient();
    for (let attempt = 0; attempt < IP_FREE; attempt++) {
      expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }, context))).toEqual(
        INVALID_CREDENTIALS,
      );
    }

    expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }, context))).toEqual(
      TOO_MANY,
    );
    expect(await errorOf(signIn({ email: newAccount().email, password: 'guess' }))).toEqual(
      INVALID_CREDENTIALS,
    );
  });

  it('answers an unknown email exactly as a known one, throttled or not', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const answersFor = async (email: string) => {
      const context = auth.newClient();
      const answers = [];
      for (let attempt = 0; attempt < PAIR_FREE + 2; attempt++) {
        answers.push(await errorOf(signIn({ email, password: 'not-the-password' }, context)));
      }
      return answers.map(({ retryAfterSeconds, ...answer }) => ({
        ...answer,
        waits: retryAfterSeconds !== undefined,
      }));
    };

    expect(await answersFor(newAccount().email)).toEqual(await answersFor(account.email));
  });

  it('forgets the failures of an address once it gives the right password', async () => {
    const account = newAccount();
    await auth.signUp(account);
    const context = auth.newClient();
    for (let round = 0; round < 2; round++) {
      await fail(account.email, PAIR_FREE - 1, context);
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
