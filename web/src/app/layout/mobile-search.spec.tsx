import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeTrick, ok } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderComponent } from '@/test/render-component';
import { ME } from '@/test/social-api';
import { SEARCH_DEBOUNCE_MS } from './header-search';
import { MobileSearch } from './mobile-search';

afterEach(() => jest.useRealTimers());

describe('search on phones', () => {
  it('opens the search in a panel with the box focused, and closes it once a result is opened', async () => {
    jest.useFakeTimers();
    const rodney = { ...OTHER_SKATER, isVerified: false };
    mockFetch({
      'GET /api/tricks': ok([makeTrick({ id: 'sg-1', name: 'Kickflip' })]),
      [`GET /api/users/search?${new URLSearchParams({ q: 'ro' })}`]: ok([rodney]),
    });
    const { user, router } = renderComponent(<MobileSearch />, {
      signedIn: ME,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });

    await user.click(screen.getByRole('button', { name: 'Search tricks and skaters' }));
    const panel = screen.getByRole('dialog', { name: 'Search tricks and skaters' });
    const box = within(panel).getByRole('combobox', { name: 'Search tricks and skaters' });
    expect(box).toHaveFocus();

    await user.type(box, 'ro');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await user.click(await within(panel).findByRole('option', { name: /Rodney/ }));

    expect(router.state.location.pathname).toBe(`/profile/${rodney.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
