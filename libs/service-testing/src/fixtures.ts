import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import type { CallerIdentity } from '@boonies/contracts/common';
import { randomBytes, randomUUID } from 'node:crypto';

/** A signed-in caller, as the gateway sends it; an admin when asked. */
export function callerFor(userId: string, isAdmin = false, sessionId: string = randomUUID()): CallerIdentity {
  return { userId, isAdmin, sessionId };
}

/** A plain skater's public profile, as the auth service announces it; the username is unique. */
export function newProfile(overrides: Partial<UserProfileChangedV1> = {}): UserProfileChangedV1 {
  return {
    userId: randomUUID(),
    username: `skater-${randomBytes(4).toString('hex')}`,
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isAdmin: false,
    isTrusted: false,
    isActive: true,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
