import { REALTIME_EVENTS, type PostDto } from '@boonies/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Routes } from '../../../test/fetch-mock';
import { makeUser, ok, signedInAs } from '../../../test/fixtures';
import { feedRoute, makePost, makeVerification } from '../../../test/posts-api';
import { pushRealtime } from '../../../test/realtime';
import { renderApp } from '../../../test/render-app';
import { expectToast } from '../../../test/toasts';

const me = makeUser();
const verification = makeVerification();
const VOTE = `/api/verifications/${verification.id}/vote`;

function trickVideo(overrides: Parameters<typeof makePost>[0] = {}): PostDto {
  return makePost({
    content: 'Kickflip down the three',
    postType: 'trick_video',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    verificationStatus: 'pending',
    verifications: [verification],
    tricks: [{ id: 'sg-1', name: 'Kickflip' }],
    taggedTricks: ['sg-1'],
    ...overrides,
  });
}

async function openVerifications(post: PostDto, routes: Routes = {}, viewer = me) {
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(viewer),
    'GET /api/tricks/trending': ok([]),
    ...feedRoute('/api/posts/type/trick_video', [post]),
    [`GET ${VOTE}`]: ok({ vote: null }),
    ...routes,
  });
  const app = renderApp('/?tab=verifications');
  const block = await screen.findByRole('region', { name: 'Make or fake?' });
  return { ...app, requests, block: within(block) };
}

describe('verification block', () => {
  it('shows the tally, the share of makes and the skater’s own vote', async () => {
    const { block } = await openVerifications(trickVideo(), { [`GET ${VOTE}`]: ok({ vote: true }) });
    expect(block.getByText('75% make · 3 make · 1 fake')).toBeInTheDocument();
    expect(block.getByRole('meter', { name: 'Kickflip make votes' })).toHaveAttribute('aria-valuenow', '75');
    expect(block.getByText('Not verified yet')).toBeInTheDocument();
    await waitFor(() =>
      expect(block.getByRole('button', { name: 'Make Kickflip' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(block.getByRole('button', { name: 'Fake Kickflip' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('votes make, updates the tally, and celebrates an automatic verification', async () => {
    const { block, user, requests } = await openVerifications(trickVideo(), {
      [`POST ${VOTE}`]: ok({
        verificationId: verification.id,
        vote: true,
        votesFor: 4,
        votesAgainst: 1,
        isVerified: true,
        percentage: 80,
        autoVerified: true,
      }),
    });
    await user.click(block.getByRole('button', { name: 'Make Kickflip' }));

    await expectToast('Vote submitted successfully!');
    await expectToast('Trick automatically verified by community votes!');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ vote: true });
    expect(block.getByRole('button', { name: 'Make Kickflip' })).toHaveAttribute('aria-pressed', 'true');
    expect(block.getByText('80% make · 4 make · 1 fake')).toBeInTheDocument();
    expect(block.getByText('Verified')).toBeInTheDocument();
  });

  it('says why a vote failed', async () => {
    const { block, user } = await openVerifications(trickVideo(), {
      [`POST ${VOTE}`]: { status: 403, json: { error: 'Brand accounts cannot vote', code: 'FORBIDDEN' } },
    });
    await user.click(block.getByRole('button', { name: 'Fake Kickflip' }));
    await expectToast('Error voting', 'Brand accounts cannot vote');
  });

  it('does not let the poster vote on their own video, and says why', async () => {
    const { block, user, requests } = await openVerifications(trickVideo({ author: me }));
    const make = block.getByRole('button', { name: 'Make Kickflip' });
    expect(make).toHaveAttribute('aria-disabled', 'true');
    expect(make).toHaveAccessibleDescription(
      'You cannot vote on your own trick video. The community decides.',
    );
    await user.click(make);
    expect(requests.some((request) => request.path.startsWith('/api/verifications'))).toBe(false);
  });

  it('lets an admin approve a pending video and remove a verification', async () => {
    const verified = { ...verification, isVerified: true };
    const post = trickVideo({ verifications: [verified] });
    const admin = makeUser({ isAdmin: true });
    const { block, user, requests } = await openVerifications(
      post,
      {
        [`PATCH /api/posts/${post.id}`]: ok({ ...post, verificationStatus: 'approved', isVerified: true }),
        [`DELETE /api/verifications/${verification.id}`]: ok({ removed: true, id: verification.id }),
      },
      admin,
    );
    const card = within(screen.getByText('Kickflip down the three').closest('article')!);
    expect(card.getByText('Pending review')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve' }));
    await expectToast('Post verification updated');
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      verificationStatus: 'approved',
      isVerified: true,
    });

    await user.click(block.getByRole('button', { name: 'Remove verification' }));
    await expectToast('Verification removed');
  });

  it('moves the tally live when others vote', async () => {
    const post = trickVideo();
    const { block } = await openVerifications(post);
    await pushRealtime(REALTIME_EVENTS.verificationChanged, {
      verificationId: verification.id,
      postId: post.id,
      trickId: 'sg-1',
      votesFor: 9,
      votesAgainst: 1,
      isVerified: true,
      removed: false,
      percentage: 90,
    });
    await waitFor(() => expect(block.getByText('90% make · 9 make · 1 fake')).toBeInTheDocument());
    expect(block.getByText('Verified')).toBeInTheDocument();
  });

  it('tells the poster when the community verified their trick', async () => {
    const post = trickVideo({ author: me });
    await openVerifications(post);
    await pushRealtime(REALTIME_EVENTS.trickAutoVerified, {
      verificationId: verification.id,
      postId: post.id,
      trickId: 'sg-1',
    });
    await expectToast('Trick automatically verified by community votes!');
  });
});
