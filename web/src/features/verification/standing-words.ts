import type { StandingDto, StandingReason } from '@boonies/contracts/verification';
import { countOf } from '@/lib/format';

/** Who the staff are, for a sentence that names them rightly. */
export interface StaffRole {
  isAdmin: boolean;
  isTrusted: boolean;
}

/** A skater's standing in plain words: the weight, why it is what it is, and how to raise it. */
export interface StandingWords {
  headline: string;
  reasons: string[];
  /** Empty when nothing the skater does would raise it (staff, suspended, already the most). */
  howToRaise: HowToRaiseStep[];
}

/** `postTrickVideo` steps link to where a trick video is posted. */
export interface HowToRaiseStep {
  text: string;
  postTrickVideo?: true;
}

export const STANDING_WORDS = {
  counts: (weight: number) => `Your vote counts ×${weight}`,
  doesNotCount: "Your vote doesn't count yet",
  atMost: 'Your vote already counts as much as an ordinary skater’s can',
  getVerified: 'Get one of your tricks verified: post a trick video',
} as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How old the account is, in whole days: a fresh account is "less than a day" old, not "0 days". */
function ageOf(days: number): string {
  return days < 1 ? 'less than a day' : countOf(Math.floor(days), 'day');
}

export function standingWords(standing: StandingDto, role: StaffRole): StandingWords {
  const { weight, maxWeight, reasons, facts, settings } = standing;
  const headline = weight > 0 ? STANDING_WORDS.counts(weight) : STANDING_WORDS.doesNotCount;
  const said = reasons.map((reason) => reasonWords(reason, standing, role));
  const settled = reasons.some((reason) => reason === 'staff' || reason === 'suspended');
  if (settled) return { headline, reasons: said, howToRaise: [] };
  if (weight >= maxWeight) return { headline, reasons: [...said, STANDING_WORDS.atMost], howToRaise: [] };

  const steps: HowToRaiseStep[] = [];
  if (facts.verifiedTricks < 1) steps.push({ text: STANDING_WORDS.getVerified, postTrickVideo: true });
  // Extra votes are for skaters whose vote counts already; before that, only the gates matter.
  if (standing.tier === 'established') {
    if (!reasons.includes('experienced')) {
      steps.push({
        text: `Verified tricks: ${facts.verifiedTricks} of ${settings.experiencedAfterTricks} for an extra vote`,
      });
    }
    if (!reasons.includes('good_track_record')) {
      steps.push({
        text:
          `Votes that matched the outcome: ${facts.agreedVotes} of ${facts.decidedVotes}. ` +
          `From ${settings.trackRecordAfterVotes} decided votes, ${percent(settings.goodAgreementShare)} ` +
          'matching earns an extra vote',
      });
    }
  }
  if (facts.recentWarnings > 0) {
    steps.push({ text: `Warnings stop counting ${settings.windowDays} days after they were given` });
  }
  return { headline, reasons: said, howToRaise: steps };
}

function reasonWords(reason: StandingReason, standing: StandingDto, role: StaffRole): string {
  const { weight, facts, settings } = standing;
  switch (reason) {
    case 'staff': {
      const who = role.isAdmin
        ? 'an admin'
        : role.isTrusted
          ? 'a trusted skater'
          : 'an admin or trusted skater';
      return `As ${who} your vote counts ×${weight}`;
    }
    case 'suspended':
      return 'Your account is suspended, so your vote doesn’t count while the suspension lasts';
    case 'recently_suspended':
      return (
        `Your account was suspended within the last ${settings.windowDays} days; ` +
        `votes count again ${settings.windowDays} days after the suspension`
      );
    case 'new_account':
      return (
        `Your account is ${ageOf(facts.accountAgeDays)} old; ` +
        `votes count from day ${settings.minAccountAgeDays}`
      );
    case 'no_verified_trick':
      return 'None of your own tricks is verified yet: votes count once one is';
    case 'votes_disagree':
      return (
        `Most of your votes went against the outcome: ${facts.agreedVotes} of ${facts.decidedVotes} ` +
        `matched. Votes count again once at least ${percent(settings.poorAgreementShare)} match`
      );
    case 'established':
      return 'You are an established skater: your vote counts';
    case 'experienced':
      return `Verified tricks: ${facts.verifiedTricks}, an extra vote`;
    case 'good_track_record':
      return `Votes that matched the outcome: ${facts.agreedVotes} of ${facts.decidedVotes}, an extra vote`;
    case 'warned':
      return `${countOf(facts.recentWarnings, 'recent warning')} from the moderators: ${countOf(
        facts.recentWarnings,
        'vote',
      )} less`;
  }
}
