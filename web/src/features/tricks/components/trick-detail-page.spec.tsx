import { screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { fakeTricksApi, TRICKS } from '@/test/tricks-api';

const skater = makeUser();

function serve(overrides = {}) {
  const api = fakeTricksApi({ user: skater });
  return mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...api.routes, ...overrides });
}

async function openTrick(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

function section(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).parentElement!;
}

describe('trick detail', () => {
  it('teaches the trick: description, setup, numbered steps, mistakes and tips', async () => {
    serve();
    await openTrick('/tricks/sg-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Kickflip' })).toBeInTheDocument();
    expect(screen.getByText('Flick the board into a full flip under your feet.')).toBeInTheDocument();
    expect(within(section('Setup')).getByText('Front foot angled behind the bolts.')).toBeInTheDocument();
    const steps = within(section('Steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Pop like an ollie.',
      '2Flick off the heel-side corner.',
      '3Catch it with the back foot.',
    ]);
    expect(section('Steps').querySelector('ol')).not.toBeNull();
    expect(within(section('Common mistakes')).getByText('Flicking straight forward.')).toBeInTheDocument();
    expect(within(section('Pro tips')).getByText('Keep your shoulders level.')).toBeInTheDocument();
  });

  it('links its prerequisites and says what landing it makes available next', async () => {
    serve();
    await openTrick('/tricks/sg-1');

    expect(
      await within(section('Prerequisites')).findByRole('link', { name: 'Ollie (Verified)' }),
    ).toHaveAttribute('href', '/tricks/fund-4');
    const unlocks = section('Unlocks');
    expect(within(unlocks).getByRole('link', { name: 'Varial Flip (Needs prerequisites)' })).toHaveAttribute(
      'href',
      '/tricks/sg-5',
    );
    // Varial Flip also needs Heelflip, which is not learned: nothing opens up yet.
    expect(within(unlocks).queryByText(/available next/)).not.toBeInTheDocument();
    expect(screen.getByText('Available next.')).toBeInTheDocument();
    expect(screen.getByText('Every prerequisite is landed.')).toBeInTheDocument();
  });

  it('tells which tricks become available once this one is landed', async () => {
    const api = fakeTricksApi({ user: skater });
    api.records.set('sg-2', { trickId: 'sg-2', learned: true, verified: false, learnedAt: null });
    mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...api.routes });
    await openTrick('/tricks/sg-1');

    expect(await screen.findByText('Land it and 1 trick is available next.')).toBeInTheDocument();
  });

  it('has the learned box, and names what a trick needing prerequisites is waiting for', async () => {
    serve();
    await openTrick('/tricks/sg-5');

    expect(await screen.findByText('Learn Kickflip and Heelflip first.')).toBeInTheDocument();
    expect(screen.getByText('Needs prerequisites.')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Learned' });
    expect(box).not.toBeChecked();
  });

  it('asks before ticking a trick whose prerequisites are not learned', async () => {
    const requests = serve();
    const { user } = await openTrick('/tricks/sg-5');
    const box = await screen.findByRole('checkbox', { name: 'Learned' });

    await user.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Mark Varial Flip as learned?' });
    expect(dialog).toHaveTextContent('Its prerequisites are not learned yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(box).not.toBeChecked();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Mark as learned' }));
    expect(box).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ticks a trick with every prerequisite learned without asking', async () => {
    serve();
    const { user } = await openTrick('/tricks/sg-1');
    const box = await screen.findByRole('checkbox', { name: 'Learned' });

    await user.click(box);

    expect(box).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plays the trick’s video', async () => {
    serve({
      'GET /api/tricks/sg-1': ok({ ...TRICKS.kickflip, videoUrl: 'https://youtu.be/abcDEF12345' }),
    });
    await openTrick('/tricks/sg-1');

    expect(screen.getByTitle('Kickflip video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12345',
    );
  });

  it('opens from the list at once, without fetching the trick again, and goes Back to the list', async () => {
    const requests = serve();
    const { user, router } = renderApp('/tricks');
    await user.click(await screen.findByRole('link', { name: 'Kickflip' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Kickflip' })).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/tricks/sg-1')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trick Tracker' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tricks');
  });

  it('goes Back to the tracker when opened directly', async () => {
    serve();
    const { user, router } = await openTrick('/tricks/sg-1');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(router.state.location.pathname).toBe('/tricks');
  });

  it('says so when the trick does not exist', async () => {
    serve({
      'GET /api/tricks/nope-1': { status: 404, json: { error: 'Trick not found', code: 'NOT_FOUND' } },
    });
    renderApp('/tricks/nope-1');

    expect(await screen.findByText('Trick not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tricks' })).toHaveAttribute('href', '/tricks');
  });
});
