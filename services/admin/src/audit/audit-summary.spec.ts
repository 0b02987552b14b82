import {
  subjectOf,
  summarizeEvent,
  summarizePuppetMode,
  summarizeUserFlags,
  targetOf,
} from './audit-summary';

const postId = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';

/** An event taken in puppet mode: what most of the log's entries are. */
const summarize = (type: string, data: Record<string, unknown>) =>
  summarizeEvent(type, data, { asAdmin: false });

describe('summarizeEvent', () => {
  it('says what a puppet did in a few words', () => {
    expect(summarize('posts.post-created', { postId, postType: 'text' })).toBe('Posted');
    expect(summarize('posts.post-created', { postId, postType: 'trick_video' })).toBe('Posted a trick video');
    expect(summarize('posts.post-created', { postId, parentPostId: postId })).toBe('Replied to a post');
    expect(summarize('social.followed', {})).toBe('Followed a skater');
  });

  it('says the same of a moved event whichever producer’s copy reached the log', () => {
    expect(summarize('auth.blocked', {})).toBe('Blocked a skater');
    expect(summarize('social.blocked', {})).toBe('Blocked a skater');
    expect(summarize('auth.preferences-changed', {})).toBe('Changed settings');
  });

  it("says an admin's verdict on a contested verification, and what was reported", () => {
    const decided = { verificationId: postId, postId, trickId: 'kickflip', posterId: postId };
    expect(summarize('verification.verification-decided', { ...decided, verdict: 'verified' })).toBe(
      'Decided a contested verification: verified',
    );
    expect(summarize('verification.verification-decided', { ...decided, verdict: 'rejected' })).toBe(
      'Decided a contested verification: rejected',
    );
    expect(summarize('admin.report-filed', { targetType: 'post', targetId: postId })).toBe('Reported a post');
  });

  it('quotes a message, shortened to one line', () => {
    const long = `first line\nsecond ${'x'.repeat(100)}`;
    const summary = summarize('messaging.message-sent', { content: long });
    expect(summary.startsWith('Sent a direct message "first line second x')).toBe(true);
    expect(summary.endsWith('…"')).toBe(true);
    expect(summary.length).toBeLessThan(100);
  });

  it('tells an admin bringing an account back from a puppet editing its own profile', () => {
    const profile = { userId: postId, username: 'kenji', isActive: true };
    expect(summarize('auth.user-updated', profile)).toBe('Edited the profile');
    expect(summarizeEvent('auth.user-updated', profile, { asAdmin: true })).toBe('Reactivated @kenji');
  });

  it('says what a record of a trick became, verification included', () => {
    const progress = (learned: boolean, verified: boolean) => ({
      userId: postId,
      trickId: 'kickflip',
      learned,
      verified,
    });
    expect(summarizeEvent('tricks.progress-changed', progress(true, true), { asAdmin: true })).toBe(
      'Marked kickflip as learned and verified',
    );
    expect(summarize('tricks.progress-changed', progress(true, false))).toBe('Marked kickflip as learned');
    expect(summarize('tricks.progress-changed', progress(false, false))).toBe(
      'Marked kickflip as not learned',
    );
  });

  it('names an event it has no words for by its type', () => {
    expect(summarize('posts.post-pinned', {})).toBe('Caused posts.post-pinned');
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
