import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, signedInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeTricksApi } from '../../../test/tricks-api';

function serve(user = makeUser()) {
  const api = fakeTricksApi({ user });
  mockFetch({ 'GET /api/auth/me': signedInAs(user), ...api.routes });
}

async function openMap(path = '/tricks?view=map') {
  const app = renderApp(path);
  const map = await screen.findByRole('group', { name: 'Progression map' });
  return { ...app, map };
}

function nodeNames(map: HTMLElement): string[] {
  return within(map)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? '');
}

/** The map's summary line, e.g. "33% · 3 of 6 learned". */
function summary(): string | null {
  return screen.getByText(/of \d+ learned/).textContent;
}

describe('progression map', () => {
  it('opens from the tracker’s Map tab and keeps the view in the address', async () => {
    serve();
    const { user, router } = renderApp('/tricks');

    await user.click(await screen.findByRole('tab', { name: 'Map' }));

    expect(await screen.findByRole('group', { name: 'Progression map' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=map');
  });

  it('shows every trick as a link, named with where the skater stands with it', async () => {
    serve();
    const { map } = await openMap();

    expect(nodeNames(map).sort()).toEqual([
      'Heelflip, Available next',
      'Kickflip, Available next',
      'Manual, Learned',
      'Ollie, Verified',
      'Pushing, Learned',
      'Varial Flip, Needs prerequisites',
    ]);
    expect(within(map).getByRole('link', { name: 'Varial Flip, Needs prerequisites' })).toHaveAttribute(
      'href',
      '/tricks/sg-5',
    );
    expect(summary()).toBe('50% · 3 of 6 learned');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'VerifiedLearnedAvailable nextNeeds prerequisites',
    );
  });

  it('is one tab stop; arrow keys move along the columns and Enter opens the trick', async () => {
    serve();
    const { user, map, router } = await openMap();

    const tabbable = within(map)
      .getAllByRole('link')
      .filter((link) => link.tabIndex === 0);
    // The first trick to learn next is where the keyboard starts.
    expect(tabbable.map((link) => link.getAttribute('aria-label'))).toEqual(['Heelflip, Available next']);

    act(() => tabbable[0].focus());
    await user.keyboard('{ArrowDown}');
    expect(within(map).getByRole('link', { name: 'Kickflip, Available next' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(map).getByRole('link', { name: 'Varial Flip, Needs prerequisites' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(map).getByRole('link', { name: 'Manual, Learned' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(map).getByRole('link', { name: 'Ollie, Verified' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ollie' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tricks/fund-4');
  });

  it('narrows to one category', async () => {
    serve();
    const { user, router } = await openMap();

    await user.click(screen.getByRole('button', { name: /^Flip Foundation/ }));

    await waitFor(() =>
      expect(nodeNames(screen.getByRole('group', { name: 'Progression map' })).sort()).toEqual([
        'Heelflip, Available next',
        'Kickflip, Available next',
        'Varial Flip, Needs prerequisites',
      ]),
    );
    expect(screen.getByRole('button', { name: /^Flip Foundation/ })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=map&category=flip-foundation');
    expect(summary()).toBe('0% · 0 of 3 learned');
  });

  it('shows only what the skater can learn next', async () => {
    serve();
    const { user, map } = await openMap();

    await user.click(screen.getByRole('switch', { name: 'Only what I can learn next' }));

    expect(screen.getByRole('switch', { name: 'Only what I can learn next' })).toBeChecked();
    const inert = within(map)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.hasAttribute('inert'))
      .map((link) => link.getAttribute('aria-label'));
    expect(inert.sort()).toEqual([
      'Manual, Learned',
      'Ollie, Verified',
      'Pushing, Learned',
      'Varial Flip, Needs prerequisites',
    ]);
  });

  it('shows a brand the map by category only', async () => {
    serve(makeUser({ isBrand: true }));
    const { map } = await openMap();

    expect(nodeNames(map)).toContain('Ollie');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });
});
