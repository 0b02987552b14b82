import { GAME_MESSAGES } from '@boonies/contracts/games';
import { chatPath, contentPath, gamePagePath, postPagePath } from '@boonies/contracts/links';
import type { MediaKind } from '@boonies/contracts/media';
import type { SponsorshipStep } from './notification-rules';

/**
 * What notifications say. Names come from the users projection when the notification is written; an
 * account the projection does not know yet is named neutrally rather than holding the notification back.
 */
export const SOMEONE = 'Someone';

export const followText = (username: string | null) => `${username ?? SOMEONE} started following you`;

export const followRequestText = (username: string | null) => `${username ?? SOMEONE} asked to follow you`;

export const messageText = (username: string | null) => `${username ?? SOMEONE} sent you a message`;

export const replyText = (username: string | null) => `${username ?? SOMEONE} replied to your post`;

export const mentionText = (username: string | null, inReply: boolean) =>
  `${username ?? SOMEONE} mentioned you in a ${inReply ? 'reply' : 'post'}`;

/** The trick's catalogue name when known; the service never shows a raw trick id such as `man-1`. */
export const verificationText = (trickName: string | null) =>
  trickName
    ? `Your ${trickName} was verified by the community`
    : 'Your trick video was verified by the community';

/** Words the other side's step: the brand's request to the athlete, the athlete's answer to the brand. */
export function sponsorshipText(status: SponsorshipStep, otherSide: string | null): string {
  switch (status) {
    case 'pending':
      return `${otherSide ?? 'A brand'} wants to sponsor you`;
    case 'accepted':
      return `${otherSide ?? 'The athlete'} accepted your sponsorship request`;
    case 'rejected':
      return `${otherSide ?? 'The athlete'} declined your sponsorship request`;
  }
}

/** An upload the media service could not process, with its reason in the author's words. */
export const mediaFailedText = (kind: MediaKind, reason: string) =>
  `Your ${kind === 'video' ? 'clip' : 'photo'} could not be processed. ${reason}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * The day-before reminder of an event the skater answered: "Reminder: <title> is tomorrow at 14:00 UTC".
 * The day is counted in UTC from `remindedAt` (when the reminder was sent, so a redelivery says the same),
 * and is today, tomorrow, or the date itself; the time is in UTC, as the service knows no skater's zone.
 */
export function eventReminderText(title: string, startsAt: Date, remindedAt: Date): string {
  const time = startsAt.toISOString().slice(11, 16);
  const days = utcDay(startsAt) - utcDay(remindedAt);
  const day = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${startsAt.toISOString().slice(0, 10)}`;
  return `Reminder: ${title} is ${day} at ${time} UTC`;
}

/**
 * Where a click on each kind leads in the web app: the one place a notification's link is made. What is about
 * a post leads to the post's page (a reply or a mention in one, scrolled to it), a message to its
 * conversation, a follow request to the requests list, a game to the game.
 */
export const LINKS = {
  profile: (userId: string) => `/profile/${userId}`,
  /** A post's page: what was verified, what carries an upload. */
  post: (postId: string) => postPagePath(postId),
  /** A reply, on its post's page, scrolled to it. */
  reply: (postId: string, replyId: string) => postPagePath(postId, replyId),
  /** A post or a reply, by its thread: where a mention leads. */
  content: contentPath,
  chat: chatPath,
  game: gamePagePath,
  inbox: '/inbox',
  /** The inbox's list of pending follow requests, with Approve and Decline. */
  followRequests: '/inbox?tab=requests',
  ownProfile: '/profile',
  trick: (trickId: string) => `/tricks/${encodeURIComponent(trickId)}`,
  sponsorships: '/sponsorships',
  /** An event's page, with its RSVP and who is coming. */
  event: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
} as const;

/** Games of S.K.A.T.E.: each turn, judgment and result, named by the player who caused it. */
export const GAME_TEXTS = {
  invited: (challenger: string | null) => `${challenger ?? SOMEONE} challenged you to S.K.A.T.E.`,
  accepted: (player: string | null) => `${player ?? SOMEONE} accepted your S.K.A.T.E. challenge`,
  declined: (player: string | null) => `${player ?? SOMEONE} declined your S.K.A.T.E. challenge`,
  turnSet: (setter: string | null) => `${setter ?? SOMEONE} set a trick: your turn to match it`,
  attemptPosted: (player: string | null) => `${player ?? SOMEONE} posted an attempt: make or fake?`,
  bailed: (player: string | null) => `${player ?? SOMEONE} bailed on your trick`,
  yourLetter: (letters: string) => `You got a letter in S.K.A.T.E.: ${letters}`,
  theirLetter: (player: string | null, letters: string) => `${player ?? SOMEONE} got a letter: ${letters}`,
  youWon: () => 'You won the game of S.K.A.T.E.!',
  gameOver: (winner: string | null) => `Game over: ${winner ?? SOMEONE} won the game of S.K.A.T.E.`,
  // Says nobody's name: who blocked whom is not the others' business.
  cancelled: () => GAME_MESSAGES.cancelled,
} as const;
