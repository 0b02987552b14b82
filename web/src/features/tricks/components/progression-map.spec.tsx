import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { fakeTricksApi } from '@/test/tricks-api';

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

/** A phone-size viewport: jsdom lays nothing out, so the map's viewport is given a size. */
function withPhoneViewport() {
  const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  const height = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
  return () => {
    width.mockRestore();
    height.mockRestore();
  };
}

/** Where a node sits on screen: its box on the map through the surface's camera transform. */
function screenBoxOf(node: HTMLElement) {
  const surface = node.closest<HTMLElement>('[data-zoom]')!;
  const [, x, y, k] = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/
    .exec(surface.style.transform)!
    .map(Number);
  const px = (value: string) => Number.parseFloat(value);
  return {
    k,
    left: x + px(node.style.left) * k,
    top: y + px(node.style.top) * k,
    right: x + (px(node.style.left) + px(node.style.width)) * k,
    bottom: y + (px(node.style.top) + px(node.style.height)) * k,
  };
}

function isInView(box: ReturnType<typeof screenBoxOf>) {
  return box.left >= 0 && box.top >= 0 && box.right <= 390 && box.bottom <= 560;
}

describe('progression map', () => {
  describe('first view', () => {
    let restoreViewport: () => void;
    beforeEach(() => {
      restoreViewport = withPhoneViewport();
    });
    afterEach(() => restoreViewport());

    it('opens on the skater’s frontier, readable, with the whole map one tap away', async () => {
      serve();
      const { user, map } = await openMap();

      // The first trick the skater can learn next is in view, at a size its name reads at, and is where
      // the keyboard starts.
      const frontier = within(map).getByRole('link', { name: 'Heelflip, Available next' });
      const start = screenBoxOf(frontier);
      expect(start.k).toBeGreaterThanOrEqual(0.7);
      expect(isInView(start)).toBe(true);
      expect(frontier.tabIndex).toBe(0);

      await user.click(screen.getByRole('button', { name: 'Overview' }));
      for (const node of within(map).getAllByRole('link')) expect(isInView(screenBoxOf(node))).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Go to my next trick' }));
      expect(isInView(screenBoxOf(frontier))).toBe(true);
    });
  });

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
