import { generateCallerKeys } from '@boonies/messaging';
import { ConfigError, loadConfig } from '@boonies/platform';
import { AuthConfig } from './auth.config';

const KEY = 'a-signal-hash-key-of-at-least-32-chars';
/** What every service needs in production besides: the gateway's public key. */
const VERIFY = { CALLER_VERIFY_KEY: generateCallerKeys().verifyKey };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(AuthConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('AuthConfig: the sign-up signal key', () => {
  it('outside production, keys with one made for the process when none is given', () => {
    const config = loadConfig(AuthConfig, {});
    expect(config.usesProcessSignalKey).toBe(true);
    expect(config.signalHashKey).toBe(loadConfig(AuthConfig, {}).signalHashKey);
    expect(config.signalHashKey.length).toBeGreaterThanOrEqual(32);
  });

  it('uses the key it is given', () => {
    const config = loadConfig(AuthConfig, { SIGNAL_HASH_KEY: KEY });
    expect(config.signalHashKey).toBe(KEY);
    expect(config.usesProcessSignalKey).toBe(false);
  });

  it('refuses to run in production without a long enough SIGNAL_HASH_KEY', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...VERIFY })).toEqual([
      expect.stringMatching(/^SIGNAL_HASH_KEY: .*required/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SIGNAL_HASH_KEY: 'short', ...VERIFY })).toEqual([
      expect.stringMatching(/^SIGNAL_HASH_KEY: must be at least 32 characters long/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SIGNAL_HASH_KEY: KEY, ...VERIFY })).toEqual([]);
    expect(problemsOf({ SIGNAL_HASH_KEY: 'short' })).toEqual([
      expect.stringMatching(/^SIGNAL_HASH_KEY: must be at least 32/),
    ]);
  });
});
