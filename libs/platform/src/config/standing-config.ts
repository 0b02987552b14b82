import { STANDING_DEFAULTS, type StandingSettings } from '@boonies/contracts/verification';
import {
  IsInt,
  IsNumber,
  Max,
  Min,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { ServiceConfig } from './service-config';

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/** A number that must not exceed another of the same config (a poor record is worse than a good one). */
export function AtMost(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'atMost',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [other],
      options: { message: `$property must not exceed ${other}`, ...options },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const limit = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return typeof value === 'number' && typeof limit === 'number' && value <= limit;
        },
      },
    });
}

/**
 * Standing's settings (docs/verification.md, Configuration), for every service that works standing out
 * with `standingOf`: the verification service weighs votes by it, the games service counts results by it.
 * One set of variables, so both judge a skater alike.
 */
export class StandingConfig extends ServiceConfig {
  /** An account younger than this (in days, fractions allowed) has no standing. */
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

/** Standing's settings as configured. */
export function standingSettingsOf(config: StandingConfig): StandingSettings {
  return {
    minAccountAgeDays: config.STANDING_MIN_ACCOUNT_AGE_DAYS,
    experiencedAfterTricks: config.STANDING_EXPERIENCED_AFTER_TRICKS,
    trackRecordAfterVotes: config.STANDING_TRACK_RECORD_AFTER_VOTES,
    goodAgreementShare: config.STANDING_GOOD_AGREEMENT_SHARE,
    poorAgreementShare: config.STANDING_POOR_AGREEMENT_SHARE,
    windowDays: config.STANDING_WINDOW_DAYS,
  };
}
