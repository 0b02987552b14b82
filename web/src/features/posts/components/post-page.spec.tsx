import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { feedRoute, makePost, OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';
import { sentRealtime } from '@/test/realtime';
import { makeNotification, QUIET_SHELL } from '@/test/social-api';

const me = makeUser();

function openPage(path: string, routes: Routes) {
  mockFetch({ 'GET /api/auth/me': signedInAs(me), ...QUIET_SHELL, ...routes });
  return renderApp(path);
}

describe('a post’s page', () => {
  let scrolled: HTMLElement[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
  });

  it('shows the post, every reply page by page, and brings the linked reply into view', async () => {
    const post = makePost({ content: 'Backside tailslide on the ledge', replyCount: 2 });
    const first = makePost({ postType: 'reply', parentPostId: post.id, content: 'Clean!' });
    const linked = makePost({ postType: 'reply', parentPostId: post.id, content: 'Teach me that' });
    openPage(`/post/${post.id}#reply-${linked.id}`, {
      [`GET /api/posts/${post.id}`]: ok(post),
      ...feedRoute(`/api/posts/${post.id}/replies`, [first], 'page-2'),
      [`GET /api/posts/${post.id}/replies?cursor=page-2&limit=20`]: ok({ posts: [linked], nextCursor: null }),
    });

    expect(await screen.findByText('Backside tailslide on the ledge')).toBeInTheDocument();
    const replies = within(await screen.findByRole('region', { name: 'Replies' }));
    // The linked reply is on the second page: it is loaded, scrolled to, focused and marked.
    const target = (await replies.findByText('Teach me that')).closest<HTMLElement>(`#reply-${linked.id}`);
    expect(replies.getByText('Clean!')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toContain(target));
    // Its likes are live while it is read.
    await waitFor(() => expect(sentRealtime()).toContainEqual(['posts:watch', { postIds: [post.id] }]));
    expect(target).toHaveAttribute('data-focused', 'true');
    expect(target).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Reply' })).toBeInTheDocument();
  });

  it('finds a reply newer than the list kept from an earlier visit', async () => {
    const post = makePost({ content: 'Wallride at the back fence' });
    const reply = makePost({ postType: 'reply', parentPostId: post.id, content: 'Sick line' });
    let replies: (typeof reply)[] = [];
    const { router } = openPage(`/post/${post.id}`, {
      [`GET /api/posts/${post.id}`]: ok(post),
      [`GET /api/posts/${post.id}/replies?limit=20`]: () => ok({ posts: replies, nextCursor: null }),
    });
    await screen.findByText('No replies yet.');

    replies = [reply];
    await act(() => router.navigate(`/post/${post.id}#reply-${reply.id}`));
    const target = (await screen.findByText('Sick line')).closest<HTMLElement>(`#reply-${reply.id}`);
    await waitFor(() => expect(target).toHaveAttribute('data-focused', 'true'));
    expect(scrolled).toContain(target);
  });

  it('says "Post not found" for a post the viewer may not see, and offers a retry for a failure', async () => {
    const hidden = makePost();
    const broken = makePost();
    const notFound = { status: 404, json: { error: 'Post not found', code: 'NOT_FOUND' } };
    const failing = { status: 500, json: { error: 'Internal error', code: 'INTERNAL' } };
    const { router } = openPage(`/post/${hidden.id}`, {
      [`GET /api/posts/${hidden.id}`]: notFound,
      [`GET /api/posts/${broken.id}`]: failing,
    });

    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    await act(() => router.navigate(`/post/${broken.id}`));
    expect(await screen.findByText('Failed to load post')).toBeInTheDocument();
    expect(screen.queryByText('Post not found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('goes Back where the skater came from, and Home when opened from outside', async () => {
    const post = makePost({ author: OTHER_SKATER });
    const { user, router } = openPage(`/post/${post.id}`, {
      [`GET /api/posts/${post.id}`]: ok(post),
      ...feedRoute(`/api/posts/${post.id}/replies`, []),
      ...feedRoute('/api/posts/following', []),
      ...feedRoute('/api/posts/popular', []),
      ...feedRoute('/api/posts/type/trick_video', []),
      'GET /api/inbox/summary': ok({ unreadMessages: 0, unreadNotifications: 0, pendingSponsorships: 0 }),
    });
    await screen.findByText(post.content);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate(`/post/${post.id}`));
    await screen.findByText(post.content);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('shares the page’s link: the share sheet where there is one, else the clipboard', async () => {
    const post = makePost();
    const { user } = openPage(`/post/${post.id}`, {
      [`GET /api/posts/${post.id}`]: ok(post),
      ...feedRoute(`/api/posts/${post.id}/replies`, []),
    });
    await screen.findByText(post.content);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/${post.id}`);
    await expectToast('Link copied');

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/post/${post.id}` }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('a notification', () => {
  it('opens what it is about when its card is clicked', async () => {
    const post = makePost();
    const reply = makePost({ postType: 'reply', parentPostId: post.id });
    const link = `/post/${post.id}#reply-${reply.id}`;
    const notification = makeNotification({ type: 'reply', message: 'rodney replied to your post', link });
    const { user, router } = openPage('/inbox?tab=notifications', {
      'GET /api/messages?box=received': ok({ messages: [], nextCursor: null }),
      'GET /api/messages?box=sent': ok({ messages: [], nextCursor: null }),
      'GET /api/notifications': ok({ notifications: [notification], nextCursor: null }),
      'GET /api/sponsorships/user': ok([]),
      'GET /api/follow-requests': ok([]),
      [`PATCH /api/notifications/${notification.id}/read`]: ok({ updated: 1 }),
      [`GET /api/posts/${post.id}`]: ok(post),
      ...feedRoute(`/api/posts/${post.id}/replies`, [reply]),
    });

    await user.click(await screen.findByRole('button', { name: 'Open: rodney replied to your post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/post/${post.id}`));
    expect(router.state.location.hash).toBe(`#reply-${reply.id}`);
  });
});
