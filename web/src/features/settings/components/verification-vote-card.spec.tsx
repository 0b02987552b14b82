import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { makeStanding } from '@/test/verification-api';
import { VerificationVoteCard } from './verification-vote-card';

const STANDING = 'GET /api/verifications/standing';

async function openCard(standing: ReturnType<typeof makeStanding>, signedIn = makeUser()) {
  mockFetch({ [STANDING]: ok(standing) });
  const view = renderComponent(<VerificationVoteCard />, { signedIn });
  const card = within(await screen.findByRole('region', { name: 'Your verification vote' }));
  await card.findByText(/^Your vote (counts ×\d+|doesn't count yet)$/);
  return { ...view, card };
}

const list = (card: ReturnType<typeof within>, name: string) =>
  within(card.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Your verification vote', () => {
  it('tells a new account its vote does not count yet, why, and what will change that', async () => {
    const { card, router, user } = await openCard(
      makeStanding({
        weight: 0,
        tier: 'none',
        reasons: ['new_account'],
        facts: { accountAgeDays: 2.6, verifiedTricks: 0 },
      }),
    );
    expect(card.getByText("Your vote doesn't count yet")).toBeInTheDocument();
    expect(list(card, 'Why')).toEqual(['Your account is 2 days old; votes count from day 7']);
    expect(list(card, 'How to make it count more')).toEqual([
      'Get one of your tricks verified: post a trick video',
    ]);
    await user.click(card.getByRole('link', { name: 'post a trick video' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a brand-new account is less than a day old', async () => {
    const { card } = await openCard(
      makeStanding({ weight: 0, tier: 'none', reasons: ['new_account'], facts: { accountAgeDays: 0.2 } }),
    );
    expect(card.getByText('Your account is less than a day old; votes count from day 7')).toBeInTheDocument();
  });

  it('asks for a verified trick of one’s own', async () => {
    const { card } = await openCard(
      makeStanding({ weight: 0, tier: 'none', reasons: ['no_verified_trick'], facts: { verifiedTricks: 0 } }),
    );
    expect(list(card, 'Why')).toEqual(['None of your own tricks is verified yet: votes count once one is']);
    expect(list(card, 'How to make it count more')).toEqual([
      'Get one of your tricks verified: post a trick video',
    ]);
  });

  it('shows an established skater their weight and the way to each extra vote', async () => {
    const { card } = await openCard(
      makeStanding({ weight: 1, facts: { verifiedTricks: 3, decidedVotes: 7, agreedVotes: 5 } }),
    );
    expect(card.getByText('Your vote counts ×1')).toBeInTheDocument();
    expect(list(card, 'Why')).toEqual(['You are an established skater: your vote counts']);
    expect(list(card, 'How to make it count more')).toEqual([
      'Verified tricks: 3 of 5 for an extra vote',
      'Votes that matched the outcome: 5 of 7. From 10 decided votes, 80% matching earns an extra vote',
    ]);
  });

  it('names what earned the extra votes, and what a warning took off', async () => {
    const { card } = await openCard(
      makeStanding({
        weight: 2,
        reasons: ['established', 'experienced', 'good_track_record', 'warned'],
        facts: { verifiedTricks: 6, decidedVotes: 10, agreedVotes: 9, recentWarnings: 1 },
      }),
    );
    expect(card.getByText('Your vote counts ×2')).toBeInTheDocument();
    expect(list(card, 'Why')).toEqual([
      'You are an established skater: your vote counts',
      'Verified tricks: 6, an extra vote',
      'Votes that matched the outcome: 9 of 10, an extra vote',
      '1 recent warning from the moderators: 1 vote less',
    ]);
    expect(list(card, 'How to make it count more')).toEqual([
      'Warnings stop counting 180 days after they were given',
    ]);
  });

  it('says when the vote already counts the most it can', async () => {
    const { card } = await openCard(
      makeStanding({
        weight: 3,
        reasons: ['established', 'experienced', 'good_track_record'],
        facts: { verifiedTricks: 5, decidedVotes: 10, agreedVotes: 8 },
      }),
    );
    expect(card.getByText('Your vote counts ×3')).toBeInTheDocument();
    expect(
      card.getByText('Your vote already counts as much as an ordinary skater’s can'),
    ).toBeInTheDocument();
    expect(card.queryByRole('list', { name: 'How to make it count more' })).not.toBeInTheDocument();
  });

  it('is honest about votes that mostly went against the outcome, and about suspensions', async () => {
    const { card } = await openCard(
      makeStanding({
        weight: 0,
        tier: 'none',
        reasons: ['votes_disagree'],
        facts: { decidedVotes: 12, agreedVotes: 4 },
      }),
    );
    expect(list(card, 'Why')).toEqual([
      'Most of your votes went against the outcome: 4 of 12 matched. Votes count again once at least 50% match',
    ]);
  });

  it.each([
    [
      'recently_suspended' as const,
      'Your account was suspended within the last 180 days; votes count again 180 days after the suspension',
    ],
    [
      'suspended' as const,
      'Your account is suspended, so your vote doesn’t count while the suspension lasts',
    ],
  ])('explains %s', async (reason, words) => {
    const { card } = await openCard(makeStanding({ weight: 0, tier: 'none', reasons: [reason] }));
    expect(list(card, 'Why')).toEqual([words]);
  });

  it.each([
    [{ isAdmin: true }, 'As an admin your vote counts ×5'],
    [{ isTrusted: true }, 'As a trusted skater your vote counts ×5'],
  ])('tells staff %j what their vote weighs', async (role, words) => {
    const { card } = await openCard(
      makeStanding({ weight: 5, tier: 'staff', reasons: ['staff'] }),
      makeUser(role),
    );
    expect(card.getByText('Your vote counts ×5')).toBeInTheDocument();
    expect(list(card, 'Why')).toEqual([words]);
    expect(card.queryByRole('list', { name: 'How to make it count more' })).not.toBeInTheDocument();
  });

  it('shows that it is loading, then offers a retry when it fails', async () => {
    const pending = deferredReply();
    mockFetch({ [STANDING]: pending.reply });
    renderComponent(<VerificationVoteCard />);
    expect(screen.getByRole('status', { name: 'Loading your verification vote' })).toBeInTheDocument();
    pending.resolve({ status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load what your vote weighs');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
