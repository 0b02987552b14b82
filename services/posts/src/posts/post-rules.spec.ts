import { type CreatePostDto, POST_MESSAGES, REPLY_CONTENT_MAX } from '@boonies/contracts/posts';
import { DomainError } from '@boonies/platform';
import {
  derivedPostType,
  firstUnknownTrick,
  planPost,
  REPLY_MESSAGES,
  REVIEW_MESSAGES,
  reviewOutcome,
} from './post-rules';

const parentPostId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function problemOf(action: () => unknown): { field?: string; error: string; code: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error.toBody();
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('derivedPostType', () => {
  it('is image with an image, video with a video, text otherwise; the image wins when both are given', () => {
    expect(derivedPostType({ imageUrl: 'https://i.example.com/a.png' })).toBe('image');
    expect(derivedPostType({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('video');
    expect(derivedPostType({})).toBe('text');
    expect(
      derivedPostType({ imageUrl: 'https://i.example.com/a.png', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toBe('image');
  });
});

describe('planPost', () => {
  const post = (fields: Partial<CreatePostDto>): CreatePostDto => ({ content: 'Hello', ...fields });

  it('derives the type of an ordinary post whatever postType says, and keeps its tags', () => {
    expect(planPost(post({ postType: 'text', imageUrl: 'https://i.example.com/a.png' }))).toEqual({
      kind: 'post',
      postType: 'image',
      taggedTricks: [],
    });
    expect(planPost(post({ taggedTricks: ['fix-1'] }))).toEqual({
      kind: 'post',
      postType: 'text',
      taggedTricks: ['fix-1'],
    });
  });

  it('reads a parentPostId, with or without postType reply, as a reply', () => {
    expect(planPost(post({ postType: 'reply', parentPostId }))).toEqual({ kind: 'reply', parentPostId });
    expect(planPost(post({ parentPostId }))).toEqual({ kind: 'reply', parentPostId });
  });

  it('allows a reply of exactly the maximum length and refuses a longer one', () => {
    expect(planPost(post({ parentPostId, content: 'a'.repeat(REPLY_CONTENT_MAX) })).kind).toBe('reply');
    expect(
      problemOf(() => planPost(post({ parentPostId, content: 'a'.repeat(REPLY_CONTENT_MAX + 1) }))),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'content',
      error: POST_MESSAGES.replyTooLong,
    });
  });

  it.each([
    ['imageUrl', { imageUrl: 'https://i.example.com/a.png' }],
    ['videoUrl', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
    ['taggedTricks', { taggedTricks: ['fix-1'] }],
  ])('refuses a reply with %s', (field, extra) => {
    expect(problemOf(() => planPost(post({ parentPostId, ...extra })))).toMatchObject({
      field,
      error: REPLY_MESSAGES.textOnly,
    });
  });

  it('refuses a parentPostId on another kind of post, and a reply without a parent', () => {
    expect(problemOf(() => planPost(post({ postType: 'image', parentPostId })))).toMatchObject({
      field: 'parentPostId',
      error: REPLY_MESSAGES.parentOnlyForReplies,
    });
    expect(problemOf(() => planPost(post({ postType: 'reply' })))).toMatchObject({ field: 'parentPostId' });
  });
});

describe('reviewOutcome', () => {
  it('verifies exactly the approved videos', () => {
    expect(reviewOutcome({ verificationStatus: 'approved' })).toEqual({
      verificationStatus: 'approved',
      isVerified: true,
    });
    expect(reviewOutcome({ verificationStatus: 'rejected', isVerified: false })).toEqual({
      verificationStatus: 'rejected',
      isVerified: false,
    });
    expect(reviewOutcome({ verificationStatus: 'pending' }).isVerified).toBe(false);
  });

  it.each([
    ['approved', false],
    ['rejected', true],
    ['pending', true],
  ] as const)('refuses %s with isVerified %s', (verificationStatus, isVerified) => {
    expect(problemOf(() => reviewOutcome({ verificationStatus, isVerified }))).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'isVerified',
      error: REVIEW_MESSAGES.contradiction,
    });
  });
});

describe('firstUnknownTrick', () => {
  it('names the first tag the catalogue lacks', () => {
    const known = new Set(['fix-1', 'fix-2']);
    expect(firstUnknownTrick(['fix-1', 'fix-2'], known)).toBeUndefined();
    expect(firstUnknownTrick(['fix-1', 'nope-1', 'nope-2'], known)).toBe('nope-1');
  });
});
