import type { EventDetailDto } from '@boonies/contracts/admin';
import { screen, within } from '@testing-library/react';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { makeUser, ok, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const skater = makeUser();
const EVENT_ID = '7d1e2c3b-4a5f-4e6d-8c7b-000000000042';
const JAM: EventDetailDto = {
  id: EVENT_ID,
  title: 'Best Trick Jam',
  date: '2026-06-20T14:00:00.000Z',
  location: 'The Boonies, main bowl',
  goingCount: 0,
  maybeCount: 0,
  myRsvp: null,
  attendees: [],
};
const GOING: EventDetailDto = {
  ...JAM,
  goingCount: 1,
  myRsvp: 'going',
  attendees: [
    {
      id: skater.id,
      username: skater.username,
      displayName: skater.displayName,
      profilePicture: null,
      status: 'going',
    },
  ],
};
const base = { 'GET /api/auth/me': signedInAs(skater) };
const eventRoute = `GET /api/events/${EVENT_ID}`;
/** The page itself, apart from the side columns around it. */
const page = () => within(screen.getByRole('main'));

describe('Event page', () => {
  it('shows when and where, takes an RSVP and lists the skater among who is coming', async () => {
    const requests = mockFetch({
      ...base,
      [eventRoute]: ok(JAM),
      [`PUT /api/events/${EVENT_ID}/rsvp`]: ok(GOING),
      [`DELETE /api/events/${EVENT_ID}/rsvp`]: ok(JAM),
    });
    const { user } = renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Best Trick Jam' })).toBeInTheDocument();
    expect(screen.getByText('The Boonies, main bowl')).toBeInTheDocument();
    expect(screen.getByText('Nobody has answered yet. Be the first!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/events/${EVENT_ID}/ics`,
    );

    const rsvp = within(screen.getByRole('group', { name: 'Your RSVP' }));
    await user.click(rsvp.getByRole('button', { name: 'Going' }));
    expect(await rsvp.findByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'going' });
    const coming = within(screen.getByRole('list', { name: "Who's coming" }));
    expect(coming.getByRole('link', { name: /Tony.*Going/ })).toHaveAttribute(
      'href',
      `/profile/${skater.id}`,
    );
    expect(screen.getByText('1 going · 0 maybe')).toBeInTheDocument();

    await user.click(rsvp.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Nobody has answered yet. Be the first!')).toBeInTheDocument();
    expect(rsvp.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says why an RSVP was refused', async () => {
    mockFetch({
      ...base,
      [eventRoute]: ok(JAM),
      [`PUT /api/events/${EVENT_ID}/rsvp`]: {
        status: 409,
        json: { error: 'This event has already started', code: 'CONFLICT' },
      },
    });
    const { user } = renderApp(`/events/${EVENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Maybe' }));
    expect(await page().findByRole('alert')).toHaveTextContent('This event has already started');
  });

  it('shows loading, then a failure with Retry, and an unknown event as not found', async () => {
    const first = deferredReply();
    let attempts = 0;
    mockFetch({
      ...base,
      [eventRoute]: () => {
        attempts += 1;
        return attempts === 1 ? first.reply() : ok(JAM);
      },
    });
    const { user, unmount } = renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByLabelText('Loading the event')).toBeInTheDocument();
    first.resolve({ status: 503, json: { error: 'Admin is unavailable', code: 'SERVICE_UNAVAILABLE' } });
    expect(await screen.findByText('The event could not be loaded')).toBeInTheDocument();
    await user.click(page().getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Best Trick Jam' })).toBeInTheDocument();
    unmount();

    mockFetch({ ...base, [eventRoute]: { status: 404, json: { error: 'Not found', code: 'NOT_FOUND' } } });
    renderApp(`/events/${EVENT_ID}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(page().queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
