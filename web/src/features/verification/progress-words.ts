import { AUTO_VERIFY_DEFAULTS, type VerificationDto } from '@boonies/contracts/verification';

/** How a verification stands, in plain words: `tone` lets the block pick an icon, never the only signal. */
export interface ProgressWords {
  status: string;
  tone: 'waiting' | 'verified' | 'rejected' | 'contested';
  /** Votes that counted for nothing, said once there are any while the votes still matter. */
  discounted: string | null;
}

const MIN_MAKE_PERCENT = Math.round(AUTO_VERIFY_DEFAULTS.minMakeShare * 100);

export const PROGRESS_WORDS = {
  verifiedByCommunity: 'Verified by community votes',
  verifiedByAdmin: 'Verified by an admin',
  rejected: 'Rejected by an admin',
  contested: 'Contested — an admin will review it',
  counting: 'Counting the votes',
  moreWeight: 'Needs a little more weight from established skaters',
  tooManyFakes: `Too many fake votes to verify: at least ${MIN_MAKE_PERCENT}% must be make votes`,
  moreVotes: (count: number) =>
    `${count} more ${count === 1 ? 'vote' : 'votes'} from established skaters needed`,
  discounted: (count: number) =>
    count === 1
      ? "1 vote doesn't count yet: a new account, or an account that looks like another"
      : `${count} votes don't count yet: new accounts, or accounts that look like one`,
} as const;

type Counted = Pick<VerificationDto, 'progress' | 'weightedFor' | 'weightedAgainst'>;

/** What a verification still needs, or who settled it, from the server's count of its votes. */
export function progressWords({ progress, weightedFor, weightedAgainst }: Counted): ProgressWords {
  const discounted =
    progress.discountedVotes > 0 && (progress.state === 'open' || progress.state === 'contested')
      ? PROGRESS_WORDS.discounted(progress.discountedVotes)
      : null;
  switch (progress.state) {
    case 'verified':
      return {
        status:
          progress.decidedBy === 'admin'
            ? PROGRESS_WORDS.verifiedByAdmin
            : PROGRESS_WORDS.verifiedByCommunity,
        tone: 'verified',
        discounted,
      };
    case 'rejected':
      return { status: PROGRESS_WORDS.rejected, tone: 'rejected', discounted };
    case 'contested':
      return { status: PROGRESS_WORDS.contested, tone: 'contested', discounted };
    case 'open':
      return { status: openStatus(progress, weightedFor + weightedAgainst > 0), tone: 'waiting', discounted };
  }
}

/**
 * While open, the share of makes comes first: more votes alone would not verify a clip most weighted
 * voters call fake. Without weighted votes yet, the share says nothing, so the voters still needed do.
 */
function openStatus(progress: VerificationDto['progress'], hasWeightedVotes: boolean): string {
  if (hasWeightedVotes && !progress.makeShareMet) return PROGRESS_WORDS.tooManyFakes;
  if (progress.votersNeeded > 0) return PROGRESS_WORDS.moreVotes(progress.votersNeeded);
  if (progress.weightNeeded > 0) return PROGRESS_WORDS.moreWeight;
  // Met by the count but not yet settled by the server: nothing more to ask of anyone.
  return PROGRESS_WORDS.counting;
}
