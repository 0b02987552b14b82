import { act, screen } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeScore, ok, signedInAs } from '@/test/fixtures';
import { feedRoute, OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { makeProfile, ME, QUIET_SHELL } from '@/test/social-api';
import { closeChat } from '@/features/messaging';

const rodney = OTHER_SKATER;
const summaryOf = ({ email: _email, isTrusted: _trusted, ...user }: typeof rodney) => user;

function openMention(path: string, routes: Routes) {
  mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return renderApp(path);
}

afterEach(() => act(() => closeChat()));

describe('mention page', () => {
  it('opens the profile of the skater an @name names, whatever the case it was written in', async () => {
    const { router } = openMention(`/u/${rodney.username.toUpperCase()}`, {
      [`GET /api/users/search?q=${rodney.username}`]: ok([
        summaryOf({ ...rodney, id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000000f', username: `${rodney.username}2` }),
        summaryOf(rodney),
      ]),
      [`GET /api/users/${rodney.id}`]: ok(makeProfile(rodney)),
      [`GET /api/scores/${rodney.id}`]: ok(makeScore({ userId: rodney.id })),
      ...feedRoute(`/api/posts/user/${rodney.id}`, []),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rodney' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${rodney.id}`);
  });

  it('says when nobody goes by that name', async () => {
    openMention('/u/nobody-here', { 'GET /api/users/search?q=nobody-here': ok([]) });
    expect(await screen.findByText('Nobody here goes by @nobody-here.')).toBeInTheDocument();
  });
});
