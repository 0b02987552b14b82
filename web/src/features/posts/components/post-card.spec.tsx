import type { PostDto } from '@boonies/contracts/posts';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { feedRoute, makePost, OTHER_SKATER } from '@/test/posts-api';
import { pushRealtime } from '@/test/realtime';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

const me = makeUser();

async function openPopular(posts: PostDto[], routes: Routes = {}, viewer = me) {
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(viewer),
    'GET /api/tricks/trending': ok([]),
    ...feedRoute('/api/posts/popular', posts),
    ...routes,
  });
  const app = renderApp('/?tab=popular');
  await screen.findByRole('feed', { name: 'Popular posts' });
  return { ...app, requests };
}

function cardOf(text: string): HTMLElement {
  const card = screen.getByText(text).closest('article');
  if (!card) throw new Error(`No post says "${text}"`);
  return card;
}

describe('post card', () => {
  it('shows the author with badges linking to their profile, the content and the tagged tricks', async () => {
    await openPopular([
      makePost({
        content: 'Bowl session',
        tricks: [{ id: 'sg-1', name: 'Kickflip' }],
        taggedTricks: ['sg-1'],
      }),
    ]);
    const card = within(cardOf('Bowl session'));
    expect(card.getByRole('link', { name: 'Rodney' })).toHaveAttribute('href', `/profile/${OTHER_SKATER.id}`);
    expect(card.getByText('Pro')).toBeInTheDocument();
    expect(card.getByText('@rodney')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Kickflip' })).toHaveAttribute('href', '/tricks/sg-1');
    expect(card.getByText(/ago$/)).toHaveAttribute('dateTime');
    expect(card.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('marks a post moderators hid, for its author, and offers no reactions or reply on it', async () => {
    const hiddenPost = makePost({ content: 'Hidden line', author: me, isHidden: true, replyCount: 1 });
    const { user } = await openPopular([hiddenPost, makePost({ content: 'Shown line' })], {
      [`GET /api/posts/${hiddenPost.id}/replies?limit=20`]: ok({
        posts: [makePost({ content: 'A reply', postType: 'reply', parentPostId: hiddenPost.id })],
        nextCursor: null,
      }),
    });
    const hidden = within(cardOf('Hidden line'));
    expect(hidden.getByRole('note')).toHaveTextContent('Hidden by moderators. Only you can see it.');
    expect(hidden.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await user.click(hidden.getByRole('button', { name: 'View 1 reply' }));
    const reply = within(await screen.findByText('A reply').then((text) => text.closest('article')!));
    expect(reply.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();

    const shown = within(cardOf('Shown line'));
    expect(shown.queryByRole('note')).not.toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('likes at once, switches to dislike, and takes it back', async () => {
    const post = makePost({ content: 'Rate my line', reactions: { likes: 2, dislikes: 0, mine: null } });
    const firstReply = deferredReply();
    const answers = [
      firstReply.reply,
      () => ok({ likes: 2, dislikes: 1, mine: 'dislike' }),
      () => ok({ likes: 2, dislikes: 0, mine: null }),
    ];
    const { user, requests } = await openPopular([post], { 'POST /api/reactions': () => answers.shift()!() });
    const card = within(cardOf('Rate my line'));
    const like = card.getByRole('button', { name: 'Like' });
    const dislike = card.getByRole('button', { name: 'Dislike' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('2 likes');

    await user.click(like);
    // Before the server answers.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleDescription('3 likes');
    firstReply.resolve(ok({ likes: 3, dislikes: 0, mine: 'like' }));
    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));

    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(dislike).toHaveAccessibleDescription('1 dislike');
    await waitFor(() => expect(dislike).not.toHaveAttribute('aria-busy'));

    await user.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'false'));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { postId: post.id, reactionType: 'like' },
      { postId: post.id, reactionType: 'dislike' },
      { postId: post.id, reactionType: 'dislike' },
    ]);
  });

  it('puts a refused reaction back and says so', async () => {
    const { user } = await openPopular([makePost({ content: 'Hmm' })], {
      'POST /api/reactions': { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } },
    });
    const like = within(cardOf('Hmm')).getByRole('button', { name: 'Like' });
    await user.click(like);
    await expectToast('Error', 'Failed to update reaction. Please try again.');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleDescription('0 likes');
  });

  it('opens one reply form at a time, counts to 500 and posts the reply', async () => {
    const first = makePost({ content: 'First post' });
    const second = makePost({ content: 'Second post' });
    const { user, requests } = await openPopular([first, second], {
      'POST /api/posts': ok(
        makePost({ author: me, content: 'Nice', postType: 'reply', parentPostId: first.id }),
      ),
      [`GET /api/posts/${first.id}/replies?limit=20`]: ok({
        posts: [makePost({ author: me, content: 'Nice', postType: 'reply', parentPostId: first.id })],
        nextCursor: null,
      }),
    });
    await user.click(within(cardOf('Second post')).getByRole('button', { name: 'Reply' }));
    await user.click(within(cardOf('First post')).getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByRole('form', { name: 'Reply' })).toHaveLength(1);

    const card = within(cardOf('First post'));
    const field = card.getByLabelText('Write a reply');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxLength', '500');
    const send = within(card.getByRole('form', { name: 'Reply' })).getByRole('button', { name: 'Reply' });
    expect(card.getByText('0/500 characters')).toBeInTheDocument();
    await user.type(field, '   ');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Nice');
    expect(card.getByText('4/500 characters')).toBeInTheDocument();
    await user.click(send);

    await expectToast('Reply posted');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      content: 'Nice',
      postType: 'reply',
      parentPostId: first.id,
    });
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
    expect(await card.findByRole('region', { name: 'Replies' })).toHaveTextContent('Nice');
    expect(card.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });

  it('says when a reply fails and keeps the text', async () => {
    const { user } = await openPopular([makePost({ content: 'Answer me' })], {
      'POST /api/posts': { status: 503, text: '' },
    });
    const card = within(cardOf('Answer me'));
    await user.click(card.getByRole('button', { name: 'Reply' }));
    await user.type(card.getByLabelText('Write a reply'), 'Hello');
    await user.click(
      within(card.getByRole('form', { name: 'Reply' })).getByRole('button', { name: 'Reply' }),
    );
    await expectToast('Error', 'Failed to post reply. Please try again.');
    expect(card.getByLabelText('Write a reply')).toHaveValue('Hello');
  });

  it('deletes the owner’s post after confirming', async () => {
    const mine = makePost({ author: me, content: 'Delete me' });
    const { user } = await openPopular([mine, makePost({ content: 'Not mine' })], {
      [`DELETE /api/posts/${mine.id}`]: ok({ deleted: true, id: mine.id }),
    });
    expect(within(cardOf('Not mine')).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
    await user.click(within(cardOf('Delete me')).getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete post?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Delete me')).toBeInTheDocument();

    await user.click(within(cardOf('Delete me')).getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Post deleted');
    await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
  });

  it('reports someone else’s post with a reason, never one’s own', async () => {
    const theirs = makePost({ content: 'Buy followers' });
    const { user, requests } = await openPopular([theirs, makePost({ author: me, content: 'My line' })], {
      'POST /api/reports': { status: 201, json: { reported: true, caseId: 'c1' } },
    });
    expect(within(cardOf('My line')).queryByRole('button', { name: 'Report post' })).not.toBeInTheDocument();
    await user.click(within(cardOf('Buy followers')).getByRole('button', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expectToast('Thanks, our moderators will take a look');
    expect(requests.find(({ path }) => path === '/api/reports')?.body).toEqual({
      targetType: 'post',
      targetId: theirs.id,
      reason: 'spam',
    });
  });

  it('lets an admin delete anyone’s post, and says when it fails', async () => {
    const post = makePost({ content: 'Spam' });
    const { user } = await openPopular(
      [post],
      { [`DELETE /api/posts/${post.id}`]: { status: 500, text: '' } },
      makeUser({ isAdmin: true }),
    );
    await user.click(within(cardOf('Spam')).getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Error', 'Failed to delete post. Please try again.');
    expect(screen.getByText('Spam')).toBeInTheDocument();
  });

  it('offers new posts from others live, and drops deleted posts', async () => {
    const gone = makePost({ content: 'Soon gone' });
    let fresh = false;
    const { user } = await openPopular([], {
      'GET /api/posts/popular?limit=20': () =>
        ok({ posts: fresh ? [makePost({ content: 'Fresh clip' }), gone] : [gone], nextCursor: null }),
    });
    await screen.findByText('Soon gone');

    await pushRealtime(REALTIME_EVENTS.postCreated, { postId: 'x', userId: me.id, postType: 'text' });
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();

    await pushRealtime(REALTIME_EVENTS.postCreated, {
      postId: 'y',
      userId: OTHER_SKATER.id,
      postType: 'text',
    });
    fresh = true;
    await user.click(await screen.findByRole('button', { name: '1 new post' }));
    expect(await screen.findByText('Fresh clip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();

    await pushRealtime(REALTIME_EVENTS.postDeleted, { postId: gone.id });
    await waitFor(() => expect(screen.queryByText('Soon gone')).not.toBeInTheDocument());
  });
});
