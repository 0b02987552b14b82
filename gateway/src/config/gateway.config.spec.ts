import { generateCallerKeys } from '@boonies/messaging';
import { ConfigError, loadConfig } from '@boonies/platform';
import { GatewayConfig } from './gateway.config';

const SECRET = 'a-production-secret-of-at-least-32-chars';
const CALLER_KEYS = generateCallerKeys();

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(GatewayConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('GatewayConfig', () => {
  it('starts in development with defaults and the development secret', () => {
    const config = loadConfig(GatewayConfig, {});
    expect(config).toMatchObject({
      PORT: 3000,
      NATS_URL: 'nats://127.0.0.1:4222',
      RPC_TIMEOUT_MS: 5000,
      SESSION_CACHE_TTL_MS: 30_000,
      TRUST_PROXY: false,
      COOKIE_SECURE: 'auto',
      ALLOWED_ORIGINS: [],
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(config.WEB_DIST_DIR).toMatch(/[\\/]web[\\/]dist$/);
    expect(config.STORE_URL).toBeUndefined();
    expect(config.usesProcessSecret).toBe(true);
    // A secret of the process's own, the same for every read of it, and long enough to sign with.
    expect(config.jwtSecret).toBe(loadConfig(GatewayConfig, {}).jwtSecret);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('converts numbers, flags and origin lists from their text', () => {
    const config = loadConfig(GatewayConfig, {
      PORT: '8080',
      TRUST_PROXY: 'true',
      LOG_PRETTY: '0',
      ALLOWED_ORIGINS: ' http://localhost:5173, https://boonies.example/ ',
      JWT_SECRET: SECRET,
    });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, LOG_PRETTY: false });
    expect(config.ALLOWED_ORIGINS).toEqual(['http://localhost:5173', 'https://boonies.example']);
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.usesProcessSecret).toBe(false);
  });

  it('reads "false" as false, not as a non-empty string', () => {
    expect(loadConfig(GatewayConfig, { TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('refuses to run in production without a long enough JWT_SECRET', () => {
    const signing = { CALLER_SIGNING_KEY: CALLER_KEYS.signingKey };
    expect(problemsOf({ NODE_ENV: 'production', ...signing })).toEqual([
      expect.stringMatching(/^JWT_SECRET: .*required/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short', ...signing })).toEqual([
      expect.stringMatching(/^JWT_SECRET: must be at least 32 characters long/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...signing })).toEqual([]);
  });

  it('refuses to run in production without the private key it signs callers with', () => {
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toEqual([
      expect.stringMatching(/^CALLER_SIGNING_KEY: .*required in production/),
    ]);
    // The public half is not the key: the gateway would sign nothing a service could verify.
    expect(
      problemsOf({ NODE_ENV: 'production', JWT_SECRET: SECRET, CALLER_SIGNING_KEY: CALLER_KEYS.verifyKey }),
    ).toEqual([expect.stringMatching(/^CALLER_SIGNING_KEY: must be the base64 DER/)]);
    const config = loadConfig(GatewayConfig, { CALLER_SIGNING_KEY: CALLER_KEYS.signingKey });
    expect(config.callerSigningKey).toBe(CALLER_KEYS.signingKey);
  });

  it('names every variable that is wrong', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NATS_URL: 'http://nats',
      TRUST_PROXY: 'maybe',
      COOKIE_SECURE: 'sometimes',
      ALLOWED_ORIGINS: 'https://ok.example,not-an-origin',
      STORE_URL: 'shop',
      RPC_TIMEOUT_MS: '5',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      [
        'ALLOWED_ORIGINS',
        'COOKIE_SECURE',
        'NATS_URL',
        'PORT',
        'RPC_TIMEOUT_MS',
        'STORE_URL',
        'TRUST_PROXY',
      ].sort(),
    );
  });
});
