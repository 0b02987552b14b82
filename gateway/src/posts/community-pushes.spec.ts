import { randomUUID } from 'node:crypto';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { VerificationChangedV1 } from '@boonies/contracts/verification';
import {
  pushesForPostCreated,
  pushesForPostDeleted,
  pushesForPostHidden,
  pushesForVerificationChanged,
} from './community-pushes';

describe('community pushes', () => {
  const postId = randomUUID();
  const userId = randomUUID();
  const createdAt = new Date().toISOString();
  const audience = [randomUUID(), randomUUID()];

  it('announces a new top-level post to its audience alone, never to every socket', () => {
    const payload = { postId, userId, postType: 'trick_video' };
    expect(
      pushesForPostCreated(
        { postId, userId, postType: 'trick_video', taggedTricks: ['gw-1'], createdAt },
        audience,
      ),
    ).toEqual(
      audience.map((to) => ({ to: 'user', userId: to, event: REALTIME_EVENTS.postCreated, payload })),
    );
    expect(
      pushesForPostCreated({ postId, userId, postType: 'text', taggedTricks: [], createdAt }, []),
    ).toEqual([]);
  });

  it('tells the followers among the audience that the post is new in their Following', () => {
    const [follower, other] = audience;
    const post = { postId, userId, postType: 'text' as const, taggedTricks: [], createdAt };
    expect(pushesForPostCreated(post, audience, [follower]).map((push) => [push.to, push.payload])).toEqual([
      ['user', { postId, userId, postType: 'text', followed: true }],
      ['user', { postId, userId, postType: 'text' }],
    ]);
    expect(pushesForPostCreated(post, [other], [follower])).toHaveLength(1);
  });

  it('keeps replies out of the new-posts announcement', () => {
    const parentPostId = randomUUID();
    expect(
      pushesForPostCreated(
        { postId, userId, postType: 'reply', taggedTricks: [], createdAt, parentPostId },
        audience,
      ),
    ).toEqual([]);
  });

  it("announces a deleted post to its author's audience", () => {
    expect(pushesForPostDeleted({ postId, userId }, audience)).toEqual(
      audience.map((to) => ({
        to: 'user',
        userId: to,
        event: REALTIME_EVENTS.postDeleted,
        payload: { postId },
      })),
    );
  });

  it('takes a hidden post off the screens of its audience, but not its author', () => {
    const hidden = { kind: 'post' as const, contentId: postId, ownerId: userId, hidden: true };
    expect(pushesForPostHidden(hidden, [...audience, userId])).toEqual(
      audience.map((to) => ({
        to: 'user',
        userId: to,
        event: REALTIME_EVENTS.postDeleted,
        payload: { postId },
      })),
    );
    expect(pushesForPostHidden({ ...hidden, hidden: false }, audience)).toEqual([]);
    expect(pushesForPostHidden({ ...hidden, kind: 'message' }, audience)).toEqual([]);
  });

  const change = (overrides: Partial<VerificationChangedV1> = {}): VerificationChangedV1 => ({
    verificationId: randomUUID(),
    postId,
    trickId: 'gw-2',
    posterId: userId,
    votesFor: 4,
    votesAgainst: 1,
    isVerified: false,
    removed: false,
    autoVerified: false,
    revision: 3,
    ...overrides,
  });

  it("sends every tally to the poster's audience, with the make percentage", () => {
    const tally = change();
    expect(pushesForVerificationChanged(tally, audience.slice(0, 1))).toEqual([
      {
        to: 'user',
        userId: audience[0],
        event: REALTIME_EVENTS.verificationChanged,
        payload: {
          verificationId: tally.verificationId,
          postId,
          trickId: 'gw-2',
          votesFor: 4,
          votesAgainst: 1,
          isVerified: false,
          removed: false,
          percentage: 80,
        },
      },
    ]);
    expect(
      pushesForVerificationChanged(change({ votesFor: 0, votesAgainst: 0 }), audience)[0].payload,
    ).toMatchObject({
      percentage: null,
    });
  });

  it('tells the poster alone when the community verified their trick', () => {
    const verified = change({ votesFor: 5, isVerified: true, autoVerified: true });
    expect(pushesForVerificationChanged(verified, audience.slice(0, 1))).toEqual([
      expect.objectContaining({ to: 'user', event: REALTIME_EVENTS.verificationChanged }),
      {
        to: 'user',
        userId,
        event: REALTIME_EVENTS.trickAutoVerified,
        payload: { verificationId: verified.verificationId, postId, trickId: 'gw-2' },
      },
    ]);
  });

  it('does not congratulate anyone on a removed verification', () => {
    expect(
      pushesForVerificationChanged(change({ isVerified: false, removed: true, autoVerified: true }), []),
    ).toHaveLength(0);
  });
});
