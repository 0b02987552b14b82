import {
  AUTO_VERIFY_DEFAULTS,
  type CommunityRuleSettings,
  STANDING_DEFAULTS,
  type StandingSettings,
} from '@boonies/contracts';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import {
  IsInt,
  IsNumber,
  Max,
  Min,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/** A share that must not exceed another one of the same config (a poor record is worse than a good one). */
function AtMost(other: keyof VerificationConfig, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'atMost',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options: { message: `$property must not exceed ${String(other)}`, ...options },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const limit = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return typeof value === 'number' && typeof limit === 'number' && value <= limit;
        },
      },
    });
}

/**
 * The verification service's environment: the community rule and standing (docs/verification.md,
 * Configuration). Numbers carry their type annotation so decorator metadata tells the loader to convert
 * the environment's strings.
 */
export class VerificationConfig extends ServiceConfig {
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

  /** An account younger than this (in days, fractions allowed) weighs nothing. */
  @IsNumber(FINITE)
  @Min(0)
  @Max(3_650)
  STANDING_MIN_ACCOUNT_AGE_DAYS: number = STANDING_DEFAULTS.minAccountAgeDays;

  /** Verified tricks of one's own from which a vote weighs one more. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  STANDING_EXPERIENCED_AFTER_TRICKS: number = STANDING_DEFAULTS.experiencedAfterTricks;

  /** Decided votes after which a skater's track record counts. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  STANDING_TRACK_RECORD_AFTER_VOTES: number = STANDING_DEFAULTS.trackRecordAfterVotes;

  /** Share of agreeing decided votes from which a track record weighs one more. */
  @IsNumber(FINITE)
  @Min(0.01)
  @Max(1)
  STANDING_GOOD_AGREEMENT_SHARE: number = STANDING_DEFAULTS.goodAgreementShare;

  /** Below this share of agreeing decided votes, a vote weighs nothing. */
  @IsNumber(FINITE)
  @Min(0)
  @Max(1)
  @AtMost('STANDING_GOOD_AGREEMENT_SHARE')
  STANDING_POOR_AGREEMENT_SHARE: number = STANDING_DEFAULTS.poorAgreementShare;

  /** How many days back warnings and suspensions count against a skater. */
  @IsInt()
  @Min(1)
  @Max(3_650)
  STANDING_WINDOW_DAYS: number = STANDING_DEFAULTS.windowDays;
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

/** Standing's settings as configured. */
export function standingSettingsOf(config: VerificationConfig): StandingSettings {
  return {
    minAccountAgeDays: config.STANDING_MIN_ACCOUNT_AGE_DAYS,
    experiencedAfterTricks: config.STANDING_EXPERIENCED_AFTER_TRICKS,
    trackRecordAfterVotes: config.STANDING_TRACK_RECORD_AFTER_VOTES,
    goodAgreementShare: config.STANDING_GOOD_AGREEMENT_SHARE,
    poorAgreementShare: config.STANDING_POOR_AGREEMENT_SHARE,
    windowDays: config.STANDING_WINDOW_DAYS,
  };
}

export const loadVerificationConfig = (): VerificationConfig => loadConfig(VerificationConfig);
