import { AUTH_RPC, type SessionGrant, type SignUpDto, type UserDto } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import type { CallContext } from '@boonies/messaging';
import { callerFor, ServiceUnderTest } from '@boonies/service-testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { AuthConfig } from '../../src/config/auth.config';

export { callerFor } from '@boonies/service-testing';

/**
 * Limits low enough to reach in a test, and delays long enough that a busy machine cannot outlast them
 * between two attempts; each test signs in from addresses of its own.
 */
export const TEST_LIMITS = {
  AUTH_SIGNIN_PAIR_FREE: '3',
  AUTH_SIGNIN_ACCOUNT_FREE: '4',
  AUTH_SIGNIN_IP_FREE: '6',
  AUTH_SIGNIN_DELAY_SECONDS: '20',
  AUTH_SIGNUP_MAX_PER_IP: '4',
} as const;

/** A signed-up account and the identity the gateway would send for its session. */
export interface TestUser {
  user: UserDto;
  caller: CallerIdentity;
}

/** The real auth service with the low test limits, and sign-ups from client addresses of their own. */
export class AuthTestService extends ServiceUnderTest<AuthConfig> {
  private addresses = 0;

  /** `env` adds to the test limits, e.g. other throttle limits. */
  static async start(label: string, env: Record<string, string> = {}): Promise<AuthTestService> {
    const launched = await ServiceUnderTest.launch({
      service: 'auth',
      label,
      configClass: AuthConfig,
      appModule: (config, routing) => AppModule.forRoot(config, { routing }),
      producers: ['sponsorships', 'social'],
      env: { ...TEST_LIMITS, ...env },
    });
    return new AuthTestService(launched);
  }

  /** A call context from a client address no other test in the file uses. */
  newClient(): CallContext {
    this.addresses += 1;
    return { correlationId: randomUUID(), clientIp: `198.51.100.${this.addresses}`, userAgent: 'jest' };
  }

  /** One anonymous 404 report from `context`'s client address, as any gateway replica counts it. */
  countTelemetryReport(perMinute: number, context: CallContext): Promise<{ counted: true }> {
    return this.rpc.call(AUTH_RPC.countTelemetryReport, { perMinute }, context);
  }

  signUp(account: SignUpDto, context = this.newClient()): Promise<SessionGrant> {
    return this.rpc.call(AUTH_RPC.signUp, account, context);
  }

  /** Signs a new account up and returns it with a caller identity for its session. */
  async register(overrides: Partial<SignUpDto> = {}): Promise<TestUser> {
    const grant = await this.signUp(newAccount(overrides));
    return { user: grant.user, caller: callerFor(grant.user.id, grant.user.isAdmin, grant.sessionId) };
  }
}

/** A valid sign-up no other test uses. */
export function newAccount(overrides: Partial<SignUpDto> = {}): SignUpDto {
  const username = `skater-${randomBytes(5).toString('hex')}`;
  return { email: `${username}@example.com`, username, password: 'kickflip-42', ...overrides };
}
