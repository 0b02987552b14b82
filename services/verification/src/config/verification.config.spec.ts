import { AUTO_VERIFY_DEFAULTS, STANDING_DEFAULTS } from '@boonies/contracts/verification';
import { ConfigError, loadConfig, standingSettingsOf } from '@boonies/platform';
import { communityRuleSettingsOf, VerificationConfig } from './verification.config';

describe('VerificationConfig', () => {
  it('defaults to the documented thresholds', () => {
    expect(loadConfig(VerificationConfig, {})).toMatchObject({
      AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: 3,
      AUTO_VERIFY_MIN_VOTERS: 3,
      AUTO_VERIFY_MIN_MAKE_SHARE: 0.7,
      AUTO_VERIFY_SIGNAL_WINDOW_HOURS: 24,
      AUTO_VERIFY_CONTEST_FAKE_SHARE: 0.3,
      AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT: 2,
      STANDING_MIN_ACCOUNT_AGE_DAYS: 7,
      STANDING_EXPERIENCED_AFTER_TRICKS: 5,
      STANDING_TRACK_RECORD_AFTER_VOTES: 10,
      STANDING_GOOD_AGREEMENT_SHARE: 0.8,
      STANDING_POOR_AGREEMENT_SHARE: 0.5,
      STANDING_WINDOW_DAYS: 180,
    });
    const config = loadConfig(VerificationConfig, {});
    expect(communityRuleSettingsOf(config)).toEqual(AUTO_VERIFY_DEFAULTS);
    expect(standingSettingsOf(config)).toEqual(STANDING_DEFAULTS);
  });

  it('reads every threshold from the environment', () => {
    const config = loadConfig(VerificationConfig, {
      AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: '10',
      AUTO_VERIFY_MIN_VOTERS: '4',
      AUTO_VERIFY_MIN_MAKE_SHARE: '0.8',
      AUTO_VERIFY_SIGNAL_WINDOW_HOURS: '48',
      AUTO_VERIFY_CONTEST_FAKE_SHARE: '0.25',
      AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT: '3',
      STANDING_MIN_ACCOUNT_AGE_DAYS: '0.0003',
      STANDING_EXPERIENCED_AFTER_TRICKS: '8',
      STANDING_TRACK_RECORD_AFTER_VOTES: '20',
      STANDING_GOOD_AGREEMENT_SHARE: '0.9',
      STANDING_POOR_AGREEMENT_SHARE: '0.6',
      STANDING_WINDOW_DAYS: '90',
    });
    expect(communityRuleSettingsOf(config)).toEqual({
      minWeightedMakeVotes: 10,
      minVoters: 4,
      minMakeShare: 0.8,
      signalWindowHours: 48,
      contestFakeShare: 0.25,
      contestMinFakeWeight: 3,
    });
    expect(standingSettingsOf(config)).toEqual({
      minAccountAgeDays: 0.0003,
      experiencedAfterTricks: 8,
      trackRecordAfterVotes: 20,
      goodAgreementShare: 0.9,
      poorAgreementShare: 0.6,
      windowDays: 90,
    });
  });

  it('accepts no minimum account age at all', () => {
    expect(loadConfig(VerificationConfig, { STANDING_MIN_ACCOUNT_AGE_DAYS: '0' })).toMatchObject({
      STANDING_MIN_ACCOUNT_AGE_DAYS: 0,
    });
  });

  it.each([
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', '0'],
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', '2.5'],
    ['AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES', 'five'],
    ['AUTO_VERIFY_MIN_VOTERS', '0'],
    ['AUTO_VERIFY_MIN_VOTERS', '1.5'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', '0'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', '70'],
    ['AUTO_VERIFY_MIN_MAKE_SHARE', 'most'],
    ['AUTO_VERIFY_SIGNAL_WINDOW_HOURS', '-1'],
    ['AUTO_VERIFY_SIGNAL_WINDOW_HOURS', 'a day'],
    ['AUTO_VERIFY_CONTEST_FAKE_SHARE', '0'],
    ['AUTO_VERIFY_CONTEST_FAKE_SHARE', '1.5'],
    ['AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT', '0'],
    ['AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT', '1.5'],
    ['STANDING_MIN_ACCOUNT_AGE_DAYS', '-0.5'],
    ['STANDING_MIN_ACCOUNT_AGE_DAYS', 'week'],
    ['STANDING_EXPERIENCED_AFTER_TRICKS', '0'],
    ['STANDING_TRACK_RECORD_AFTER_VOTES', '2.5'],
    ['STANDING_GOOD_AGREEMENT_SHARE', '0'],
    ['STANDING_GOOD_AGREEMENT_SHARE', '80'],
    ['STANDING_POOR_AGREEMENT_SHARE', '-0.1'],
    ['STANDING_POOR_AGREEMENT_SHARE', '0.9'],
    ['STANDING_WINDOW_DAYS', '0'],
    ['STANDING_WINDOW_DAYS', '30.5'],
  ])('refuses %s=%s at boot', (name, value) => {
    expect(() => loadConfig(VerificationConfig, { [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig(VerificationConfig, { [name]: value })).toThrow(name);
  });
});
