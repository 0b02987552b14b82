import { randomUUID } from 'node:crypto';
import { REALTIME_EVENTS, type VerificationChangedV1 } from '@boonies/contracts';
import { pushesForPostCreated, pushesForPostDeleted, pushesForVerificationChanged } from './community-pushes';

describe('community pushes', () => {
  const postId = randomUUID();
  const userId = randomUUID();
  const createdAt = new Date().toISOString();

  it('announces a new top-level post to everyone signed in', () => {
    expect(
      pushesForPostCreated({ postId, userId, postType: 'trick_video', taggedTricks: ['gw-1'], createdAt }),
    ).toEqual([
      {
        to: 'everyone',
        event: REALTIME_EVENTS.postCreated,
        payload: { postId, userId, postType: 'trick_video' },
      },
    ]);
  });

  it('keeps replies out of the new-posts announcement', () => {
    const parentPostId = randomUUID();
    expect(
      pushesForPostCreated({ postId, userId, postType: 'reply', taggedTricks: [], createdAt, parentPostId }),
    ).toEqual([]);
  });

  it('announces a deleted post to everyone signed in', () => {
    expect(pushesForPostDeleted({ postId, userId })).toEqual([
      { to: 'everyone', event: REALTIME_EVENTS.postDeleted, payload: { postId } },
    ]);
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

  it('sends every tally to everyone, with the make percentage', () => {
    const tally = change();
    expect(pushesForVerificationChanged(tally)).toEqual([
      {
        to: 'everyone',
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
    expect(pushesForVerificationChanged(change({ votesFor: 0, votesAgainst: 0 }))[0].payload).toMatchObject({
      percentage: null,
    });
  });

  it('tells the poster alone when the community verified their trick', () => {
    const verified = change({ votesFor: 5, isVerified: true, autoVerified: true });
    expect(pushesForVerificationChanged(verified)).toEqual([
      expect.objectContaining({ to: 'everyone', event: REALTIME_EVENTS.verificationChanged }),
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
      pushesForVerificationChanged(change({ isVerified: false, removed: true, autoVerified: true })),
    ).toHaveLength(1);
  });
});
