import { AUTO_VERIFY_DEFAULTS } from '@boonies/contracts';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import { IsInt, IsNumber, Max, Min } from 'class-validator';

/**
 * The verification service's environment. Numbers carry their type annotation so decorator metadata tells
 * the loader to convert the environment's strings.
 */
export class VerificationConfig extends ServiceConfig {
  /** Weighted make votes a trick video needs before the community verifies it. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  AUTO_VERIFY_MIN_WEIGHTED_MAKE_VOTES: number = AUTO_VERIFY_DEFAULTS.minWeightedMakeVotes;

  /** Share of the weighted votes that must be make votes, from 0 (exclusive) to 1. */
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0.01)
  @Max(1)
  AUTO_VERIFY_MIN_MAKE_SHARE: number = AUTO_VERIFY_DEFAULTS.minMakeShare;
}

export const loadVerificationConfig = (): VerificationConfig => loadConfig(VerificationConfig);
