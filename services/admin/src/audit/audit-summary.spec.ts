import {
  subjectOf,
  summarizeEvent,
  summarizePuppetMode,
  summarizeUserFlags,
  targetOf,
} from './audit-summary';

const postId = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';

describe('summarizeEvent', () => {
  it('says what a puppet did in a few words', () => {
    expect(summarizeEvent('posts.post-created', { postId, postType: 'text' })).toBe('Posted');
    expect(summarizeEvent('posts.post-created', { postId, postType: 'trick_video' })).toBe(
      'Posted a trick video',
    );
    expect(summarizeEvent('posts.post-created', { postId, parentPostId: postId })).toBe('Replied to a post');
    expect(summarizeEvent('auth.followed', {})).toBe('Followed a skater');
  });

  it("says an admin's verdict on a contested verification, and what was reported", () => {
    const decided = { verificationId: postId, postId, trickId: 'kickflip', posterId: postId };
    expect(summarizeEvent('verification.verification-decided', { ...decided, verdict: 'verified' })).toBe(
      'Decided a contested verification: verified',
    );
    expect(summarizeEvent('verification.verification-decided', { ...decided, verdict: 'rejected' })).toBe(
      'Decided a contested verification: rejected',
    );
    expect(summarizeEvent('admin.report-filed', { targetType: 'post', targetId: postId })).toBe(
      'Reported a post',
    );
  });

  it('quotes a message, shortened to one line', () => {
    const long = `first line\nsecond ${'x'.repeat(100)}`;
    const summary = summarizeEvent('messaging.message-sent', { content: long });
    expect(summary.startsWith('Sent a direct message "first line second x')).toBe(true);
    expect(summary.endsWith('…"')).toBe(true);
    expect(summary.length).toBeLessThan(100);
  });

  it('names an event it has no words for by its type', () => {
    expect(summarizeEvent('posts.post-pinned', {})).toBe('Caused posts.post-pinned');
  });
});

describe('targetOf', () => {
  it('names the kind of what an event acted on, and the owner where that is a person', () => {
    expect(targetOf({ messageId: 'm1', senderId: 's1' })).toEqual({
      type: 'message',
      id: 'm1',
      ownerId: null,
    });
    expect(targetOf({ followingId: 'u2' })).toEqual({ type: 'user', id: 'u2', ownerId: 'u2' });
    expect(targetOf({ count: 3 })).toBeNull();
  });
});

describe('subjectOf', () => {
  it('is the most specific id the event carries', () => {
    expect(subjectOf({ postId, userId: 'someone' })).toBe(postId);
    expect(subjectOf({ userId: 'someone' })).toBe('someone');
    expect(subjectOf({ count: 3 })).toBeNull();
  });
});

describe('admin actions', () => {
  const puppet = {
    sessionId: postId,
    adminId: postId,
    puppetId: postId,
    puppetUsername: 'grom_gabe',
  };

  it('says which puppet was assumed or left', () => {
    expect(summarizePuppetMode({ ...puppet, mode: 'assumed' })).toBe('Assumed the puppet @grom_gabe');
    expect(summarizePuppetMode({ ...puppet, mode: 'returned' })).toBe('Returned from the puppet @grom_gabe');
  });

  it('names the flags that changed and their new values', () => {
    const user = { userId: postId, username: 'kenji', isVerified: true, isTrusted: false };
    expect(summarizeUserFlags({ ...user, changed: ['isVerified'] })).toBe('Verified @kenji');
    expect(summarizeUserFlags({ ...user, changed: ['isVerified', 'isTrusted'] })).toBe(
      'Verified and Removed trust from @kenji',
    );
  });

  it('names the role an operator granted from the command line', () => {
    const user = { userId: postId, username: 'kenji', isVerified: false, isTrusted: false };
    expect(summarizeUserFlags({ ...user, changed: ['isAdmin'] })).toBe('Made an admin of @kenji');
    expect(summarizeUserFlags({ ...user, changed: ['isBrand'] })).toBe('Made a brand of @kenji');
  });
});
