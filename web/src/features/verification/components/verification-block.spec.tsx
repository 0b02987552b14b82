import type { PostDto } from '@boonies/contracts/posts';
import { REALTIME_EVENTS } from '@boonies/contracts/realtime';
import type { VerificationDto } from '@boonies/contracts/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { feedRoute, makeCountedVerification, makePost, makeVerification } from '@/test/posts-api';
import { pushRealtime } from '@/test/realtime';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

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

function countedRoute(post: PostDto, counted: () => VerificationDto[]): Routes {
  return { [`GET /api/verifications/post/${post.id}`]: () => ok(counted()) };
}

async function openVerifications(post: PostDto, routes: Routes = {}, viewer = me) {
  const requests = mockFetch({
    'GET /api/auth/me': signedInAs(viewer),
    'GET /api/tricks/trending': ok([]),
    ...feedRoute('/api/posts/type/trick_video', [post]),
    [`GET ${VOTE}`]: ok({ vote: null }),
    ...countedRoute(post, () => [makeCountedVerification({ postId: post.id })]),
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
        counts: true,
        notCountedBecause: null,
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

  it('says at once when the vote does not count yet, and why', async () => {
    const { block, user } = await openVerifications(trickVideo(), {
      [`POST ${VOTE}`]: ok({
        verificationId: verification.id,
        vote: true,
        votesFor: 4,
        votesAgainst: 1,
        isVerified: false,
        percentage: 80,
        autoVerified: false,
        counts: false,
        notCountedBecause: 'no_verified_trick',
      }),
    });
    await user.click(block.getByRole('button', { name: 'Make Kickflip' }));

    await expectToast(
      'Thanks — your vote counts once your account has standing',
      'Votes count once one of your own tricks is verified.',
    );
    expect(screen.queryByText('Vote submitted successfully!')).not.toBeInTheDocument();
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
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    // The poster still sees what their trick needs.
    expect(await block.findByText('3 more votes from established skaters needed')).toBeInTheDocument();
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
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove the verification of Kickflip?' }),
    );
    expect(
      dialog.getByText(/will show "Verification removed by an admin" with no more voting/),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Remove verification' }));
    await expectToast('Verification removed');

    expect(await block.findByText('Verification removed by an admin')).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Make Kickflip' })).not.toBeInTheDocument();
    expect(block.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows a removed verification as removed, with no voting', async () => {
    const { block } = await openVerifications(
      trickVideo({ verifications: [{ ...verification, removed: true }] }),
    );
    expect(block.getByText('Verification removed by an admin')).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Kickflip' })).toHaveAttribute('href', '/tricks/sg-1');
    expect(block.queryByRole('button', { name: /Make|Fake|Remove/ })).not.toBeInTheDocument();
  });

  it('shows a verification removed elsewhere as removed, as soon as it is pushed', async () => {
    const post = trickVideo();
    const { block } = await openVerifications(post);
    await pushRealtime(REALTIME_EVENTS.verificationChanged, {
      verificationId: verification.id,
      postId: post.id,
      trickId: 'sg-1',
      votesFor: 3,
      votesAgainst: 1,
      isVerified: false,
      removed: true,
      percentage: 75,
    });
    expect(await block.findByText('Verification removed by an admin')).toBeInTheDocument();
    expect(block.queryByRole('button', { name: 'Make Kickflip' })).not.toBeInTheDocument();
  });

  it('shows the tricks verified as soon as an admin approves, without waiting for a reload', async () => {
    const post = trickVideo();
    const admin = makeUser({ isAdmin: true });
    const { block, user, requests } = await openVerifications(
      post,
      {
        [`PATCH /api/posts/${post.id}`]: ok({ ...post, verificationStatus: 'approved', isVerified: true }),
      },
      admin,
    );
    expect(block.getByText('Not verified yet')).toBeInTheDocument();
    const countedReads = () =>
      requests.filter((request) => request.path === `/api/verifications/post/${post.id}`).length;
    const before = countedReads();

    const card = within(screen.getByText('Kickflip down the three').closest('article')!);
    await user.click(card.getByRole('button', { name: 'Approve' }));

    await expectToast('Post verification updated');
    expect(card.getByText('Approved')).toBeInTheDocument();
    expect(block.getByText('Verified')).toBeInTheDocument();
    expect(block.queryByText('Not verified yet')).not.toBeInTheDocument();
    // What the community rule says about it is asked for again.
    await waitFor(() => expect(countedReads()).toBeGreaterThan(before));
  });

  it('turns "Pending review" into "Approved" when the community verifies every trick of the clip', async () => {
    const post = trickVideo();
    const { block } = await openVerifications(post);
    const card = within(screen.getByText('Kickflip down the three').closest('article')!);
    expect(card.getByText('Pending review')).toBeInTheDocument();

    await pushRealtime(REALTIME_EVENTS.verificationChanged, {
      verificationId: verification.id,
      postId: post.id,
      trickId: 'sg-1',
      votesFor: 6,
      votesAgainst: 1,
      isVerified: true,
      removed: false,
      percentage: 86,
    });

    expect(await card.findByText('Approved')).toBeInTheDocument();
    expect(card.queryByText('Pending review')).not.toBeInTheDocument();
    expect(block.getByText('Verified')).toBeInTheDocument();
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

  it('says how many more votes from established skaters the trick needs, and which votes do not count', async () => {
    const post = trickVideo();
    let counted = makeCountedVerification({ postId: post.id });
    const { block, user } = await openVerifications(post, {
      ...countedRoute(post, () => [counted]),
      [`POST ${VOTE}`]: () => {
        // A new account's make vote: it is taken, but weighs nothing yet.
        counted = makeCountedVerification({ postId: post.id, progress: { discountedVotes: 1 } });
        return ok({
          verificationId: verification.id,
          vote: true,
          votesFor: 4,
          votesAgainst: 1,
          isVerified: false,
          percentage: 80,
          autoVerified: false,
        });
      },
    });
    const status = await block.findByText('3 more votes from established skaters needed');
    expect(block.queryByText(/doesn't count yet|don't count yet/)).not.toBeInTheDocument();
    // Announced politely when it changes.
    expect(status.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await user.click(block.getByRole('button', { name: 'Make Kickflip' }));
    expect(
      await block.findByText(
        "1 vote doesn't count yet: a new account, or an account that looks like another",
      ),
    ).toBeInTheDocument();
    expect(block.getByText('3 more votes from established skaters needed')).toBeInTheDocument();
    expect(screen.queryByText('Trick automatically verified by community votes!')).not.toBeInTheDocument();
  });

  it.each([
    [
      { makeVoters: 2, votersNeeded: 1, weightNeeded: 1, makeShareMet: true },
      2,
      0,
      '1 more vote from established skaters needed',
    ],
    [
      { makeVoters: 3, votersNeeded: 0, weightNeeded: 1, makeShareMet: true },
      2,
      0,
      'Needs a little more weight from established skaters',
    ],
    [
      { makeVoters: 3, votersNeeded: 0, weightNeeded: 0, makeShareMet: false },
      3,
      2,
      'Too many fake votes to verify: at least 70% must be make votes',
    ],
    [
      { makeVoters: 1, votersNeeded: 2, weightNeeded: 2, makeShareMet: false },
      1,
      1,
      'Too many fake votes to verify: at least 70% must be make votes',
    ],
    [{ state: 'contested' as const, makeShareMet: false }, 1, 3, 'Contested — an admin will review it'],
    [
      {
        state: 'verified' as const,
        decidedBy: 'community' as const,
        votersNeeded: 0,
        weightNeeded: 0,
        makeShareMet: true,
      },
      3,
      0,
      'Verified by community votes',
    ],
    [{ state: 'verified' as const, decidedBy: 'admin' as const }, 0, 2, 'Verified by an admin'],
    [{ state: 'rejected' as const, decidedBy: 'admin' as const }, 3, 0, 'Rejected by an admin'],
  ])('explains the progress %j in plain words', async (progress, weightedFor, weightedAgainst, words) => {
    const post = trickVideo();
    const { block } = await openVerifications(post, {
      ...countedRoute(post, () => [
        makeCountedVerification({ postId: post.id, weightedFor, weightedAgainst, progress }),
      ]),
    });
    expect(await block.findByText(words)).toBeInTheDocument();
  });

  it('counts the votes that do not count, in the plural, while the trick is still open or contested', async () => {
    const post = trickVideo();
    const { block } = await openVerifications(post, {
      ...countedRoute(post, () => [
        makeCountedVerification({ postId: post.id, progress: { state: 'contested', discountedVotes: 3 } }),
      ]),
    });
    expect(
      await block.findByText("3 votes don't count yet: new accounts, or accounts that look like one"),
    ).toBeInTheDocument();
  });

  it('fetches the count again when another skater votes', async () => {
    const post = trickVideo();
    let counted = makeCountedVerification({ postId: post.id });
    const { block } = await openVerifications(post, { ...countedRoute(post, () => [counted]) });
    await block.findByText('3 more votes from established skaters needed');

    counted = makeCountedVerification({
      postId: post.id,
      weightedFor: 2,
      progress: { makeVoters: 2, votersNeeded: 1, weightNeeded: 1, makeShareMet: true },
    });
    await pushRealtime(REALTIME_EVENTS.verificationChanged, {
      verificationId: verification.id,
      postId: post.id,
      trickId: 'sg-1',
      votesFor: 5,
      votesAgainst: 1,
      isVerified: false,
      removed: false,
      percentage: 83,
    });
    expect(await block.findByText('1 more vote from established skaters needed')).toBeInTheDocument();
  });

  it('still shows the tally when the count cannot be loaded', async () => {
    const post = trickVideo();
    const { block } = await openVerifications(post, {
      [`GET /api/verifications/post/${post.id}`]: {
        status: 503,
        json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    expect(block.getByText('75% make · 3 make · 1 fake')).toBeInTheDocument();
    expect(block.queryByText(/established skaters/)).not.toBeInTheDocument();
  });
});
