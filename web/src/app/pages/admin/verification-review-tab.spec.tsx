import type { ContestedVerificationDto } from '@boonies/contracts/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { deferredReply, mockFetch, type Routes } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { makeCountedVerification, makePost, OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { makeReviewVote } from '@/test/verification-api';
import { VerificationReviewTab } from './verification-review-tab';

const QUEUE = 'GET /api/admin/verifications/contested?limit=50';

const clip = makePost({
  content: 'Kickflip down the three',
  postType: 'trick_video',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  tricks: [{ id: 'sg-1', name: 'Kickflip' }],
  taggedTricks: ['sg-1'],
});

function contested(overrides: Partial<ContestedVerificationDto> = {}): ContestedVerificationDto {
  return {
    verification: makeCountedVerification({
      postId: clip.id,
      votesFor: 2,
      votesAgainst: 3,
      weightedFor: 1,
      weightedAgainst: 4,
      percentage: 40,
      progress: { state: 'contested', makeVoters: 1, votersNeeded: 2, weightNeeded: 2, discountedVotes: 1 },
    }),
    reason: 'fake_votes',
    contestedAt: '2026-03-02T09:00:00.000Z',
    votes: [
      makeReviewVote({ voterId: 'v1', username: 'kenji' }),
      makeReviewVote({
        voterId: 'v2',
        username: 'carla',
        vote: false,
        weight: 3,
        standing: { weight: 2, tier: 'established', reasons: ['established', 'experienced'] },
      }),
      makeReviewVote({
        voterId: 'v3',
        username: 'fresh',
        weight: 0,
        standing: { weight: 0, tier: 'none', reasons: ['new_account'] },
        discounted: true,
      }),
      makeReviewVote({ voterId: 'v4', username: null, vote: false }),
    ],
    ...overrides,
  };
}

const FAILURE = {
  status: 503,
  json: { error: 'The verification service is unavailable', code: 'SERVICE_UNAVAILABLE' },
};

function openTab(routes: Routes) {
  const requests = mockFetch({ [`GET /api/posts/${clip.id}`]: ok(clip), ...routes });
  const view = renderComponent(<VerificationReviewTab />, { signedIn: ADMIN });
  return { ...view, requests };
}

describe('Verification review tab', () => {
  it('shows each contested verification with its clip, reason, tally, progress and every vote', async () => {
    openTab({ [QUEUE]: ok([contested()]) });

    const card = within(
      await screen.findByRole('article', { name: `Kickflip by @${OTHER_SKATER.username}` }),
    );
    expect(card.getByText('Fake votes')).toBeInTheDocument();
    expect(card.getByText('Kickflip down the three')).toBeInTheDocument();
    expect(card.getByTitle(`Trick video by @${OTHER_SKATER.username}`)).toBeInTheDocument();
    expect(card.getByText('40% make · 2 make · 3 fake')).toBeInTheDocument();
    expect(card.getByText('1 make · 4 fake')).toBeInTheDocument();
    expect(
      card.getByText(
        "1 make voter with standing · 1 vote doesn't count yet: a new account, or an account that looks like another",
      ),
    ).toBeInTheDocument();

    const table = within(card.getByRole('table', { name: `Votes on Kickflip by @${OTHER_SKATER.username}` }));
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Make', '×1', '×1 (established)', 'Counted'],
      ['Fake', '×3', '×2 (established)', 'Counted'],
      ['Make', '×0', '×0 (no standing)', 'Didn’t count'],
      ['Fake', '×1', '×1 (established)', 'Counted'],
    ]);
    expect(table.getByRole('rowheader', { name: '@kenji' })).toBeInTheDocument();
    expect(table.getByRole('link', { name: '@carla' })).toHaveAttribute('href', '/profile/v2');
    expect(table.getByRole('rowheader', { name: 'Deleted account' })).toBeInTheDocument();
  });

  it('lists the longest waiting first, and names a reported clip', async () => {
    openTab({
      [QUEUE]: ok([
        contested(),
        contested({
          reason: 'reported',
          contestedAt: '2026-02-20T09:00:00.000Z',
          verification: makeCountedVerification({
            id: 'older',
            postId: clip.id,
            progress: { state: 'contested' },
          }),
        }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Contested verifications' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByText('Reported')).toBeInTheDocument();
    expect(within(second).getByText('Fake votes')).toBeInTheDocument();
  });

  it('verifies with a note after confirming, and the queue refreshes', async () => {
    let queue = [contested()];
    const { user, requests } = openTab({
      [QUEUE]: () => ok(queue),
      [`POST /api/admin/verifications/${contested().verification.id}/decision`]: () => {
        queue = [];
        return ok(
          makeCountedVerification({ isVerified: true, progress: { state: 'verified', decidedBy: 'admin' } }),
        );
      },
    });
    const actions = within(await screen.findByRole('group', { name: /^Decide Kickflip/ }));
    await user.click(actions.getByRole('button', { name: 'Verify' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Kickflip?' }));
    expect(dialog.getByText(/This decision is final/)).toBeInTheDocument();
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveAttribute('maxlength', '500');
    await user.type(note, 'Clean landing, the fake votes came from one crew');
    expect(note).toHaveAccessibleDescription('48/500 characters');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));

    await expectToast('Trick verified');
    expect(await screen.findByText('No contested verifications')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { verdict: 'verified', note: 'Clean landing, the fake votes came from one crew' },
    ]);
  });

  it('rejects without a note, shows it pending, and says why it failed', async () => {
    const pending = deferredReply();
    const { user, requests } = openTab({
      [QUEUE]: ok([contested()]),
      [`POST /api/admin/verifications/${contested().verification.id}/decision`]: pending.reply,
    });
    const actions = within(await screen.findByRole('group', { name: /^Decide Kickflip/ }));
    await user.click(actions.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Kickflip?' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    // Behind the modal dialog, hidden from the accessibility tree, the card's buttons wait too.
    expect(actions.getByRole('button', { name: 'Verify', hidden: true })).toBeDisabled();
    pending.resolve(FAILURE);

    expect(await dialog.findByRole('alert')).toHaveTextContent('The verification service is unavailable');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { verdict: 'rejected' },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again, the dialog starts without the old error.
    await user.click(actions.getByRole('button', { name: 'Reject' }));
    const again = within(await screen.findByRole('dialog', { name: 'Reject Kickflip?' }));
    expect(again.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the clip cannot be loaded, and still offers the decision', async () => {
    openTab({
      [QUEUE]: ok([contested()]),
      [`GET /api/posts/${clip.id}`]: { status: 404, json: { error: 'Post not found', code: 'NOT_FOUND' } },
    });
    const card = within(await screen.findByRole('article', { name: 'sg-1' }));
    expect(await card.findByText('The clip could not be loaded')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('has loading, empty and error states', async () => {
    const pending = deferredReply();
    openTab({ [QUEUE]: pending.reply });
    expect(screen.getByText('Loading contested verifications...')).toBeInTheDocument();
    pending.resolve(ok([]));
    expect(await screen.findByText('No contested verifications')).toBeInTheDocument();
  });

  it('offers a retry when the queue fails to load', async () => {
    openTab({ [QUEUE]: FAILURE });
    expect(await screen.findByText('Failed to load contested verifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
