import { AUTO_VERIFY_DEFAULTS, type CommunityRuleSettings } from '@boonies/contracts/verification';
import { loadConfig, StandingConfig } from '@boonies/platform';
import { IsInt, IsNumber, Max, Min } from 'class-validator';

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/**
 * The verification service's environment: the community rule, and standing's settings it shares with the
 * games service (`StandingConfig`; docs/verification.md, Configuration). Numbers carry their type
 * annotation so decorator metadata tells the loader to convert the environment's strings.
 */
export class VerificationConfig extends StandingConfig {
  /** Weighted make votes a trick video needs before the community verifies it. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: number = AUTO_VERIFY_DEFAULTS.minWeightedMakeVotes;

  /** Distinct make voters with standing it needs. */
  @IsInt()
  @Min(1)
  @Max(1_000)
  AUTO_VERIFY_MIN_VOTERS: number = AUTO_VERIFY_DEFAULTS.minVoters;

  /** Share of the weighted votes that must be make votes, from 0 (exclusive) to 1. */
  @IsNumber(FINITE)
  @Min(0.01)
  @Max(1)
  AUTO_VERIFY_MIN_MAKE_SHARE: number = AUTO_VERIFY_DEFAULTS.minMakeShare;

  /** Accounts sharing a sign-up address or device this many hours apart or closer count as one. */
  @IsNumber(FINITE)
  @Min(0)
  @Max(24 * 365)
  AUTO_VERIFY_SIGNAL_WINDOW_HOURS: number = AUTO_VERIFY_DEFAULTS.signalWindowHours;

  /** Share of the weighted votes from which fake votes contest a verification. */
  @IsNumber(FINITE)
  @Min(0.01)
  @Max(1)
  AUTO_VERIFY_CONTEST_FAKE_SHARE: number = AUTO_VERIFY_DEFAULTS.contestFakeShare;

  /** …provided they weigh at least this much. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT: number = AUTO_VERIFY_DEFAULTS.contestMinFakeWeight;
}

/** The community rule's settings as configured. */
export function communityRuleSettingsOf(config: VerificationConfig): CommunityRuleSettings {
  return {
    minWeightedMakeVotes: config.AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES,
    minVoters: config.AUTO_VERIFY_MIN_VOTERS,
    minMakeShare: config.AUTO_VERIFY_MIN_MAKE_SHARE,
    signalWindowHours: config.AUTO_VERIFY_SIGNAL_WINDOW_HOURS,
    contestFakeShare: config.AUTO_VERIFY_CONTEST_FAKE_SHARE,
    contestMinFakeWeight: config.AUTO_VERIFY_CONTEST_MIN_FAKE_WEIGHT,
  };
}

export const loadVerificationConfig = (): VerificationConfig => loadConfig(VerificationConfig);
