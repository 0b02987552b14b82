import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const TRENDING = [
  { id: 'sg-1', name: 'Kickflip', count: 12 },
  { id: 'sg-2', name: 'Heelflip', count: 7 },
  { id: 'man-1', name: 'Manual', count: 4 },
  { id: 'fund-4', name: 'Ollie', count: 2 },
  { id: 'trans-1', name: 'Drop In', count: 1 },
  { id: 'sg-9', name: 'Hardflip', count: 1 },
];

async function openCard() {
  const { user } = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  const card = screen.getByRole('heading', { name: 'Trending Tricks' }).closest<HTMLElement>('.rounded-xl')!;
  return { card, user };
}

describe('Trending Tricks card', () => {
  it('lists up to five trending tricks as "#name" with their post count, linking to each', async () => {
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()), 'GET /api/tricks/trending': ok(TRENDING) });
    const { card } = await openCard();

    const links = await within(card).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '#Kickflip12 posts',
      '#Heelflip7 posts',
      '#Manual4 posts',
      '#Ollie2 posts',
      '#Drop In1 post',
    ]);
    expect(links[0]).toHaveAttribute('href', '/tricks/sg-1');
  });

  it('shows placeholders while loading', async () => {
    const trending = deferredReply();
    mockFetch({ 'GET /api/auth/me': signedInAs(makeUser()), 'GET /api/tricks/trending': trending.reply });
    const { card } = await openCard();

    expect(within(card).getByRole('status', { name: 'Loading trending tricks' })).toBeInTheDocument();
    trending.resolve(ok([]));
    expect(await within(card).findByText('No trending tricks yet')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let up = false;
    mockFetch({
      'GET /api/auth/me': signedInAs(makeUser()),
      'GET /api/tricks/trending': () => (up ? ok(TRENDING.slice(0, 1)) : { status: 503 }),
    });
    const { card, user } = await openCard();

    expect(await within(card).findByRole('alert')).toHaveTextContent('Trending tricks could not be loaded');
    up = true;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));

    expect(await within(card).findByRole('link', { name: /#Kickflip/ })).toBeInTheDocument();
  });
});
