import { generateCallerKeys } from '@boonies/messaging';
import { ConfigError, loadConfig } from '@boonies/platform';
import { WebhooksConfig } from './webhooks.config';

const KEY = 'a-webhooks-secret-key-of-at-least-32-chars';
/** What every service needs in production besides: the gateway's public key. */
const VERIFY = { CALLER_VERIFY_KEY: generateCallerKeys().verifyKey };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(WebhooksConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('WebhooksConfig: the key endpoint secrets are sealed with', () => {
  it('outside production, seals with a key made for the process when none is given', () => {
    const config = loadConfig(WebhooksConfig, {});
    expect(config.WEBHOOKS_SECRET_KEY).toBeUndefined();
    expect(config.secretKey).toBe(loadConfig(WebhooksConfig, {}).secretKey);
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
  });

  it('uses the key it is given', () => {
    expect(loadConfig(WebhooksConfig, { WEBHOOKS_SECRET_KEY: KEY }).secretKey).toBe(KEY);
  });

  it('refuses to run in production without a long enough WEBHOOKS_SECRET_KEY', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...VERIFY })).toEqual([
      expect.stringMatching(/^WEBHOOKS_SECRET_KEY: .*required/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', WEBHOOKS_SECRET_KEY: 'short', ...VERIFY })).toEqual([
      expect.stringMatching(/^WEBHOOKS_SECRET_KEY: must be at least 32 characters long/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', WEBHOOKS_SECRET_KEY: KEY, ...VERIFY })).toEqual([]);
    expect(problemsOf({ WEBHOOKS_SECRET_KEY: 'short' })).toEqual([
      expect.stringMatching(/^WEBHOOKS_SECRET_KEY: must be at least 32/),
    ]);
  });
});
