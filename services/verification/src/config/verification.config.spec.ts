import { ConfigError, loadConfig } from '@boonies/platform';
import { VerificationConfig } from './verification.config';

describe('VerificationConfig', () => {
  it('defaults to the architecture’s thresholds: 5 weighted make votes, a 70 % share', () => {
    expect(loadConfig(VerificationConfig, {})).toMatchObject({
      AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: 5,
      AUTO_VERIFY_MIN_MAKE_SHARE: 0.7,
    });
  });

  it('reads both thresholds from the environment', () => {
    expect(
      loadConfig(VerificationConfig, {
        AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: '10',
        AUTO_VERIFY_MIN_MAKE_SHARE: '0.8',
      }),
    ).toMatchObject({ AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: 10, AUTO_VERIFY_MIN_MAKE_SHARE: 0.8 });
  });

  it.each([
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', '0'],
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', '2.5'],
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', 'five'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', '0'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', '70'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', 'most'],
  ])('refuses %s=%s at boot', (name, value) => {
    expect(() => loadConfig(VerificationConfig, { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig(VerificationConfig, { [name]: value })).toThrow(name);
  });
});
