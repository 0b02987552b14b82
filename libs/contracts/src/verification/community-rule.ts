import { AUTO_VERIFY_DEFAULTS } from './rules';
import { hasStanding } from './standing';

/** What ties an account to a sign-up: keyed hashes of the address and device, and when it happened. */
export interface SignUpSignals {
  addressHash: string | null;
  deviceHash: string | null;
  signedUpAt: string;
}

/** One stored vote with its weight (the voter's standing when they cast it) and the voter's sign-up. */
export interface CountedVote {
  voterId: string;
  vote: boolean;
  weight: number;
  signals: SignUpSignals | null;
}

export interface CommunityRuleSettings {
  minWeightedMakeVotes: number;
  minVoters: number;
  minMakeShare: number;
  signalWindowHours: number;
  contestFakeShare: number;
  contestMinFakeWeight: number;
}

export const COMMUNITY_RULE_DEFAULTS: CommunityRuleSettings = { ...AUTO_VERIFY_DEFAULTS };

/** The votes of a verification as the rule counts them, and what is still missing. */
export interface CommunityCount {
  /** Weights after merging look-alike accounts and dropping the poster's look-alikes. */
  makeWeight: number;
  fakeWeight: number;
  /** Distinct make voters with standing (a merged group is one voter). */
  makeVoters: number;
  /** Votes that counted for nothing: no standing, a look-alike of the poster, or of a heavier voter. */
  discountedVotes: number;
  /** Who cast those votes, so a reviewer sees which votes the tally left out. */
  discountedVoterIds: string[];
  votersNeeded: number;
  weightNeeded: number;
  makeShareMet: boolean;
  passes: boolean;
  /** Enough weighted fake votes to put the verification before an admin. */
  contested: boolean;
}

/**
 * Counts a verification's votes by the community rule: a trick is verified when the weighted make votes
 * reach `minWeightedMakeVotes`, come from at least `minVoters` distinct voters with standing, and make up at
 * least `minMakeShare` of the weighted votes. Accounts that share a sign-up address or device with each
 * other within `signalWindowHours` count once (the heaviest of them); those that share one with the poster
 * count nothing, as the poster's own vote would not.
 */
export function countCommunityVotes(
  votes: readonly CountedVote[],
  poster: SignUpSignals | null,
  settings: CommunityRuleSettings = COMMUNITY_RULE_DEFAULTS,
): CommunityCount {
  const windowMs = settings.signalWindowHours * 3_600_000;
  const withStanding = votes.filter(
    (vote) => hasStanding(vote) && !(poster && looksAlike(vote.signals, poster, windowMs)),
  );
  const counted = representatives(withStanding, windowMs);
  let makeWeight = 0;
  let fakeWeight = 0;
  let makeVoters = 0;
  for (const vote of counted) {
    if (vote.vote) {
      makeWeight += vote.weight;
      makeVoters += 1;
    } else fakeWeight += vote.weight;
  }
  const total = makeWeight + fakeWeight;
  // Compared as a quotient: 7 of 10 meets 0.7 exactly, where 0.7 * 10 would not.
  const makeShareMet = total > 0 && makeWeight / total >= settings.minMakeShare;
  const votersNeeded = Math.max(0, settings.minVoters - makeVoters);
  const weightNeeded = Math.max(0, settings.minWeightedMakeVotes - makeWeight);
  return {
    makeWeight,
    fakeWeight,
    makeVoters,
    discountedVotes: votes.length - counted.length,
    discountedVoterIds: votes.filter((vote) => !counted.includes(vote)).map((vote) => vote.voterId),
    votersNeeded,
    weightNeeded,
    makeShareMet,
    passes: votersNeeded === 0 && weightNeeded === 0 && makeShareMet,
    contested:
      fakeWeight >= settings.contestMinFakeWeight &&
      total > 0 &&
      fakeWeight / total >= settings.contestFakeShare,
  };
}

/** Two sign-ups close in time that share an address or a device. */
function looksAlike(a: SignUpSignals | null, b: SignUpSignals, windowMs: number): boolean {
  if (!a) return false;
  const shares =
    (a.addressHash !== null && a.addressHash === b.addressHash) ||
    (a.deviceHash !== null && a.deviceHash === b.deviceHash);
  return shares && Math.abs(Date.parse(a.signedUpAt) - Date.parse(b.signedUpAt)) <= windowMs;
}

/**
 * One vote per group of look-alike voters (linked directly or through others): the heaviest, and of equal
 * weights the fake vote, so merging never tips a verification towards verified.
 */
function representatives(votes: readonly CountedVote[], windowMs: number): CountedVote[] {
  const group = votes.map((_, index) => index);
  const root = (index: number): number => {
    while (group[index] !== index) index = group[index] = group[group[index]];
    return index;
  };
  for (let i = 0; i < votes.length; i += 1) {
    const signals = votes[i].signals;
    if (!signals) continue;
    for (let j = i + 1; j < votes.length; j += 1) {
      if (looksAlike(votes[j].signals, signals, windowMs)) group[root(j)] = root(i);
    }
  }
  const heaviest = new Map<number, CountedVote>();
  votes.forEach((vote, index) => {
    const key = root(index);
    const current = heaviest.get(key);
    if (!current || vote.weight > current.weight || (vote.weight === current.weight && !vote.vote)) {
      heaviest.set(key, vote);
    }
  });
  return [...heaviest.values()];
}
