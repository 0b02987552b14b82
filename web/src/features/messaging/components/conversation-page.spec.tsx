import { act, screen, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { ok, signedInAs } from '@/test/fixtures';
import { OTHER_SKATER } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { makeMessage, makeProfile, ME, messagePage, QUIET_SHELL } from '@/test/social-api';
import { closeChat } from '../chat-store';

const rodney = OTHER_SKATER;

function openConversation(routes: Routes) {
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(ME), ...QUIET_SHELL, ...routes });
  return { ...renderApp(`/messages/${rodney.id}`), requests };
}

afterEach(() => act(() => closeChat()));

describe('conversation page', () => {
  it('names the other skater from their profile when there are no messages yet', async () => {
    const { requests } = openConversation({
      [`GET /api/messages/${rodney.id}`]: messagePage([]),
      [`GET /api/users/${rodney.id}`]: ok(makeProfile(rodney)),
    });

    const heading = await screen.findByRole('heading', { level: 1, name: `Chat with ${rodney.username}` });
    expect(within(heading.closest('header')!).getByRole('link', { name: /rodney/i })).toHaveAttribute(
      'href',
      `/profile/${rodney.id}`,
    );
    expect(screen.getByRole('textbox', { name: `Message @${rodney.username}` })).toBeInTheDocument();
    expect(requests.some((request) => request.path === `/api/users/${rodney.id}`)).toBe(true);
  });

  it('names them from the thread without asking for their profile', async () => {
    const { requests } = openConversation({
      [`GET /api/messages/${rodney.id}`]: messagePage([makeMessage(rodney, ME, { content: 'Bowl at 5?' })]),
      [`POST /api/messages/conversations/${rodney.id}/read`]: ok({ updated: 1 }),
    });

    await screen.findByRole('heading', { level: 1, name: `Chat with ${rodney.username}` });
    await screen.findByText('Bowl at 5?');
    expect(requests.some((request) => request.path === `/api/users/${rodney.id}`)).toBe(false);
  });
});
