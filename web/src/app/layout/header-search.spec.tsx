import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeTrick, ok } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { ME } from '@/test/social-api';
import { expectToast } from '@/test/toasts';
import { HeaderSearch, SEARCH_DEBOUNCE_MS } from './header-search';

const TRICKS = [
  makeTrick({ id: 'sg-1', name: 'Kickflip', category: 'flip-foundation' }),
  makeTrick({ id: 'sg-2', name: 'Heelflip', category: 'flip-foundation' }),
  makeTrick({ id: 'fund-4', name: 'Ollie' }),
];
const rodney = { ...OTHER_SKATER, isVerified: false };

function searchPath(q: string) {
  return `GET /api/users/search?${new URLSearchParams({ q })}`;
}

function setup(routes = {}) {
  jest.useFakeTimers();
  const requests = mockFetch({ 'GET /api/tricks': ok(TRICKS), ...routes });
  const app = renderComponent(<HeaderSearch />, {
    signedIn: ME,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  return { ...app, requests, box: screen.getByRole('combobox', { name: 'Search tricks and skaters' }) };
}

async function settle(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => jest.useRealTimers());

describe('header search', () => {
  it('waits for 2 characters and a 300 ms pause before searching', async () => {
    const { box, user, requests } = setup({ [searchPath('fl')]: ok([]), [searchPath('flip')]: ok([]) });
    expect(box).toHaveAttribute('placeholder', 'Search tricks, skaters...');

    await user.type(box, 'f');
    await settle(1000);
    expect(requests).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'lip');
    await settle(SEARCH_DEBOUNCE_MS - 50);
    expect(requests.filter((request) => request.path.startsWith('/api/users/search'))).toHaveLength(0);
    await settle(50);

    const searches = requests.filter((request) => request.path.startsWith('/api/users/search'));
    expect(searches.map((request) => request.path)).toEqual(['/api/users/search?q=flip']);
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const tricks = within(within(list).getByRole('group', { name: 'Tricks' })).getAllByRole('option');
    expect(tricks.map((option) => option.textContent)).toEqual([
      'HeelflipFlip Foundation',
      'KickflipFlip Foundation',
    ]);
  });

  it('shows tricks and skaters, moves with the arrows and opens the highlighted one with Enter', async () => {
    const { box, user, router } = setup({ [searchPath('ro')]: ok([rodney]) });

    await user.type(box, 'ro');
    await settle();
    const list = await screen.findByRole('listbox');
    const skater = await within(list).findByRole('option', { name: /Rodney/ });
    expect(within(list).getByRole('group', { name: 'Skaters' })).toContainElement(skater);
    expect(within(skater).getByText('@rodney')).toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(1);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', skater.id);
    expect(skater).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/profile/${rodney.id}`);
  });

  it('finds tricks by their other names, and forgives a typo', async () => {
    const tricks = [
      ...TRICKS,
      makeTrick({ id: 'flip-16', name: '360 Flip', category: 'street', aliases: ['Tre Flip', '3 Flip'] }),
      makeTrick({ id: 'sg-3', name: '50-50 Grind', category: 'grinds', aliases: ['Fifty-Fifty'] }),
    ];
    const { box, user } = setup({
      'GET /api/tricks': ok(tricks),
      [searchPath('tre flip')]: ok([]),
      [searchPath('fifty-fifty')]: ok([]),
      [searchPath('kickfilp')]: ok([]),
    });
    const trickOptions = async () => {
      const list = await screen.findByRole('listbox', { name: 'Search results' });
      return within(within(list).getByRole('group', { name: 'Tricks' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    };

    await user.type(box, 'tre flip');
    await settle();
    expect(await trickOptions()).toEqual(['360 FlipStreet']);

    await user.clear(box);
    await user.type(box, 'fifty-fifty');
    await settle();
    expect(await trickOptions()).toEqual(['50-50 GrindGrinds']);

    await user.clear(box);
    await user.type(box, 'kickfilp');
    await settle();
    expect(await trickOptions()).toEqual(['KickflipFlip Foundation']);
  });

  it('wraps around with the arrows and closes with Escape', async () => {
    const { box, user } = setup({ [searchPath('flip')]: ok([]) });
    await user.type(box, 'flip');
    await settle();
    const list = await screen.findByRole('listbox');
    const [heelflip, kickflip] = within(list).getAllByRole('option');

    await user.keyboard('{ArrowUp}');
    expect(kickflip).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(heelflip).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and when the search fails', async () => {
    const { box, user } = setup({
      [searchPath('zz')]: ok([]),
      [searchPath('zzz')]: { status: 503, statusText: 'Service Unavailable' },
    });

    await user.type(box, 'zz');
    await settle();
    expect(await screen.findByText('No tricks or skaters match “zz”')).toBeInTheDocument();

    await user.type(box, 'z');
    await settle();
    await expectToast('Search failed. Please try again.');
  });
});
