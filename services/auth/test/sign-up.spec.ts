import { errorOf } from '@boonies/testing';
import {
  AUTH_EVENTS,
  AUTH_MESSAGES,
  AUTH_RPC,
  type SignUpDto,
  type UserProfileChangedV1,
} from '@boonies/contracts/auth';
import { AuthTestService, newAccount, TEST_LIMITS } from './support/auth-test-service';

describe('rpc.auth.sign-up', () => {
  let auth: AuthTestService;

  beforeAll(async () => {
    auth = await AuthTestService.start('sign_up');
  });

  afterAll(() => auth?.stop());

  it('creates the account and a browser session', async () => {
    const account = newAccount();
    const grant = await auth.signUp(account);

    expect(grant).toEqual({
      user: expect.objectContaining({ email: account.email, username: account.username, isAdmin: false }),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: expect.any(String),
      persistent: false,
    });
    expect(grant.user).toMatchObject({ gradientStartColor: '#4F46E5', gradientEndColor: '#06B6D4' });
    expect(grant.user).not.toHaveProperty('passwordHash');
  });

  it('stores email and username lowercased and the password as an argon2id hash', async () => {
    const account = newAccount();
    const grant = await auth.signUp({
      ...account,
      email: account.email.toUpperCase(),
      username: account.username.toUpperCase(),
    });

    expect(grant.user).toMatchObject({ email: account.email, username: account.username });
    const [{ password_hash }] = await auth.dataSource.query(
      'SELECT password_hash FROM auth.users WHERE id = $1',
      [grant.user.id],
    );
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('writes user-registered to the outbox with the public profile', async () => {
    const context = auth.newClient();
    const grant = await auth.signUp(newAccount(), context);

    const rows = await auth.outboxRows<UserProfileChangedV1>(AUTH_EVENTS.userRegistered);
    const row = rows.find(({ envelope }) => envelope.data.userId === grant.user.id);
    expect(row?.envelope).toMatchObject({
      type: 'auth.user-registered',
      version: 1,
      producer: 'auth',
      correlationId: context.correlationId,
      actorId: grant.user.id,
      data: { username: grant.user.username, email: grant.user.email, isAdmin: false, isActive: true },
    });
    // The relay publishes it to JetStream and marks the row sent.
    for (let attempt = 0; attempt < 200; attempt++) {
      const [sent] = await auth.dataSource.query(
        'SELECT published_at FROM auth.outbox WHERE id = $1 AND published_at IS NOT NULL',
        [row?.envelope.id],
      );
      if (sent) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('user-registered was not published within 5 s');
  });

  it('refuses a taken email and a taken username, whatever their case', async () => {
    const taken = newAccount();
    await auth.signUp(taken);

    expect(await errorOf(auth.signUp(newAccount({ email: taken.email.toUpperCase() })))).toEqual({
      code: 'EMAIL_TAKEN',
      error: 'Email already registered',
      field: 'email',
    });
    expect(await errorOf(auth.signUp(newAccount({ username: taken.username.toUpperCase() })))).toEqual({
      code: 'USERNAME_TAKEN',
      error: 'Username already taken',
      field: 'username',
    });
  });

  it.each(['admin', 'ADM1N', 'the_boonies', 'b00nies-support'])(
    'refuses the reserved username %s and makes no account',
    async (username) => {
      const account = newAccount({ username });

      expect(await errorOf(auth.signUp(account))).toEqual({
        code: 'NAME_RESERVED',
        error: AUTH_MESSAGES.nameReserved,
        field: 'username',
      });
      const [{ count }] = await auth.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM auth.users WHERE email = $1',
        [account.email],
      );
      expect(count).toBe(0);
    },
  );

  it('lets exactly one of two simultaneous sign-ups with the same email win', async () => {
    const email = newAccount().email;
    const outcomes = await Promise.allSettled([
      auth.signUp(newAccount({ email })),
      auth.signUp(newAccount({ email })),
    ]);

    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'EMAIL_TAKEN', details: { field: 'email' } });
    const [{ count }] = await auth.dataSource.query(
      'SELECT count(*)::int AS count FROM auth.users WHERE email = $1',
      [email],
    );
    expect(count).toBe(1);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['username', { username: 'no spaces!' }, expect.stringContaining('Username must be 3-30 characters')],
    ['password', { password: '12345' }, 'Password must be at least 6 characters long'],
  ])('names the field when %s is invalid', async (field, override, message) => {
    expect(await errorOf(auth.signUp(newAccount(override)))).toEqual({
      code: 'VALIDATION_FAILED',
      error: message,
      field,
    });
  });

  it.each(['password', '123456', 'qwerty', 'aaaaaa'])(
    'refuses the common password %s, creating no account',
    async (password) => {
      const account = newAccount({ password });

      expect(await errorOf(auth.signUp(account))).toEqual({
        code: 'VALIDATION_FAILED',
        error: AUTH_MESSAGES.passwordTooCommon,
        field: 'password',
      });
      const [{ count }] = await auth.dataSource.query(
        'SELECT count(*)::int AS count FROM auth.users WHERE email = $1',
        [account.email],
      );
      expect(count).toBe(0);
    },
  );

  it('refuses a password that is the username', async () => {
    const account = newAccount();

    expect(await errorOf(auth.signUp({ ...account, password: account.username }))).toEqual({
      code: 'VALIDATION_FAILED',
      error: AUTH_MESSAGES.passwordTooCommon,
      field: 'password',
    });
  });

  it('refuses fields the contract does not know', async () => {
    const withAdminFlag = { ...newAccount(), isAdmin: true } as SignUpDto;

    expect(await errorOf(auth.signUp(withAdminFlag))).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'Unknown field: isAdmin',
      field: 'isAdmin',
    });
  });

  it('limits sign-ups per client address', async () => {
    const context = auth.newClient();
    const limit = Number(TEST_LIMITS.AUTH_SIGNUP_MAX_PER_IP);
    for (let attempt = 0; attempt < limit; attempt++) {
      await auth.rpc.call(AUTH_RPC.signUp, newAccount(), context);
    }

    const refused = await errorOf(auth.rpc.call(AUTH_RPC.signUp, newAccount(), context));
    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      error: 'Too many attempts. Please wait a moment and try again.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    await expect(auth.signUp(newAccount())).resolves.toBeDefined();
  });
});
