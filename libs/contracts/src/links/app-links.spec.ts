import { chatPath, contentPath, gamePagePath, postPagePath, replyAnchor } from './app-links';

describe('the web app’s addresses', () => {
  const post = '7d3c2d4e-9a51-4f7e-8a57-0e0c7a1d2b3c';
  const reply = 'b1c2d3e4-0000-4000-8000-000000000001';

  it('opens a post on its page, and a reply on its post’s page at the reply', () => {
    expect(postPagePath(post)).toBe(`/post/${post}`);
    expect(postPagePath(post, reply)).toBe(`/post/${post}#reply-${reply}`);
    expect(replyAnchor(reply)).toBe(`reply-${reply}`);
  });

  it('leads to what a post or a reply is, by its thread', () => {
    expect(contentPath({ postId: post, parentPostId: null })).toBe(`/post/${post}`);
    expect(contentPath({ postId: reply, parentPostId: post })).toBe(`/post/${post}#reply-${reply}`);
  });

  it('names a conversation and a game', () => {
    expect(chatPath(post)).toBe(`/messages/${post}`);
    expect(gamePagePath('a/b')).toBe('/games/a%2Fb');
  });
});
