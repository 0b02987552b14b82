import type { UserDto } from '@boonies/contracts/auth';
import type {
  InboxSummaryDto,
  MessageDto,
  MessageUserDto,
  NotificationDto,
} from '@boonies/contracts/messaging';
import { DEFAULT_PREFERENCES, type ProfileDto } from '@boonies/contracts/social';
import type { Routes } from './fetch-mock';
import { makeUser, ok } from './fixtures';
import { OTHER_SKATER } from './posts-api';

export function makeProfile(user: UserDto = OTHER_SKATER, overrides: Partial<ProfileDto> = {}): ProfileDto {
  const { email: _email, isTrusted: _trusted, ...fields } = user;
  return {
    ...fields,
    level: 2,
    verifiedPoints: 40,
    postCount: 0,
    followerCount: 3,
    followingCount: 5,
    isOwner: false,
    isFollowing: false,
    followRequested: false,
    isBlocked: false,
    keepsAthleteStatus: false,
    cannotMessageReason: null,
    visibility: { posts: true, progress: true, followers: true, messages: true },
    ...overrides,
  };
}

export function participantOf(user: UserDto): MessageUserDto {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    profilePicture: user.profilePicture,
    proStatus: user.proStatus,
    amateurStatus: user.amateurStatus,
    flowStatus: user.flowStatus,
  };
}

let sequence = 0;

/** A UUID the server would give a message or notification. */
export function socialId(): string {
  sequence += 1;
  return `3f2504e0-4f89-41d3-9a0c-${String(sequence).padStart(12, '0')}`;
}

export function makeMessage(
  from: UserDto,
  to: UserDto,
  overrides: Partial<Omit<MessageDto, 'sender' | 'recipient'>> = {},
): MessageDto {
  return {
    id: socialId(),
    senderId: from.id,
    recipientId: to.id,
    content: 'See you at the bowl',
    createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    readAt: null,
    editedByStaff: false,
    sender: participantOf(from),
    recipient: participantOf(to),
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: socialId(),
    type: 'follow',
    message: 'rodney started following you',
    link: null,
    fromUser: { id: OTHER_SKATER.id, username: OTHER_SKATER.username, profilePicture: null },
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function summary(overrides: Partial<InboxSummaryDto> = {}) {
  return ok({ unreadMessages: 0, unreadNotifications: 0, pendingSponsorships: 0, ...overrides });
}

export const ME = makeUser();

/** A page of messages, as the server answers. */
export function messagePage(messages: MessageDto[], nextCursor: string | null = null) {
  return ok({ messages, nextCursor });
}

/** The app shell's side requests with nothing in them. */
export const QUIET_SHELL: Routes = {
  'GET /api/tricks/trending': ok([]),
  'GET /api/users/suggested': ok([]),
  'GET /api/events': ok([]),
  'GET /api/users/summary': summary(),
  'GET /api/users/me/preferences': ok(DEFAULT_PREFERENCES),
};
