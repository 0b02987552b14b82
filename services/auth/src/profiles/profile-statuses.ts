import { PROFILE_MESSAGES } from '@boonies/contracts/social';
import { DomainError } from '@boonies/platform';

/** The badges of a profile: at most one athlete status, and none on a brand account. */
export interface ProfileStatuses {
  proStatus: boolean;
  amateurStatus: boolean;
  flowStatus: boolean;
  isBrand: boolean;
}

export type StatusChange = Partial<ProfileStatuses>;

const ATHLETE_STATUSES = ['proStatus', 'amateurStatus', 'flowStatus'] as const;

export const STATUS_MESSAGES = {
  oneStatus: 'Choose one status: pro, amateur or flow',
  brandHasNoStatus: 'Brand accounts have no pro, amateur or flow status',
} as const;

const NONE = { proStatus: false, amateurStatus: false, flowStatus: false } as const;

function hasAthleteStatus(statuses: ProfileStatuses): boolean {
  return ATHLETE_STATUSES.some((status) => statuses[status]);
}

/**
 * The statuses after an edit (spec §4, "Profile status"): choosing pro, amateur or flow sets only that one;
 * turning the brand account on clears all three; with an accepted sponsorship the last status cannot be
 * turned off (nor the account turned into a brand), and flow is set when none is.
 */
export function resolveStatuses(
  current: ProfileStatuses,
  change: StatusChange,
  hasAcceptedSponsorship: boolean,
): ProfileStatuses {
  const chosen = ATHLETE_STATUSES.filter((status) => change[status] === true);
  if (chosen.length > 1) {
    throw new DomainError('VALIDATION_FAILED', STATUS_MESSAGES.oneStatus, { field: chosen[1] });
  }
  const isBrand = change.isBrand ?? current.isBrand;
  let next: ProfileStatuses;
  if (change.isBrand === true) {
    next = { ...NONE, isBrand: true };
  } else if (isBrand) {
    if (chosen.length > 0) {
      throw new DomainError('VALIDATION_FAILED', STATUS_MESSAGES.brandHasNoStatus, { field: chosen[0] });
    }
    next = { ...NONE, isBrand: true };
  } else if (chosen.length === 1) {
    next = { ...NONE, [chosen[0]]: true, isBrand: false };
  } else {
    next = { ...current, isBrand: false };
    for (const status of ATHLETE_STATUSES) if (change[status] === false) next[status] = false;
  }
  if (!hasAcceptedSponsorship) return next;
  const turnsBrandOn = next.isBrand && !current.isBrand;
  if (turnsBrandOn || (hasAthleteStatus(current) && !hasAthleteStatus(next))) {
    throw new DomainError('CONFLICT', PROFILE_MESSAGES.lastStatusWithSponsor);
  }
  return next.isBrand ? next : (statusesWhenSponsored(next) ?? next);
}

/** A sponsored athlete with no status gets flow (a brand keeps none); undefined when nothing changes. */
export function statusesWhenSponsored(current: ProfileStatuses): ProfileStatuses | undefined {
  if (current.isBrand || hasAthleteStatus(current)) return undefined;
  return { ...current, flowStatus: true };
}
