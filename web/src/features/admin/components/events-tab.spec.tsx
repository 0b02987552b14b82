import { screen, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import type { CalendarEventDto } from '@boonies/contracts/admin';
import { EventsTab } from './events-tab';

const JAM: CalendarEventDto = {
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000e001',
  title: 'Bowl Jam',
  date: '2099-06-01T17:00:00.000Z',
  location: 'The Boonies bowl',
};

describe('Events tab', () => {
  it('says when there are no events, then adds one', async () => {
    let events: CalendarEventDto[] = [];
    const requests = mockFetch({
      'GET /api/events?scope=all': () => ok(events),
      'POST /api/admin/events': () => {
        events = [JAM];
        return { status: 201, json: JAM };
      },
    });
    const { user } = renderComponent(<EventsTab />, { signedIn: ADMIN });

    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please enter a title, a date and a location',
    );

    await user.type(within(dialog).getByLabelText('Title'), 'Bowl Jam');
    await user.type(within(dialog).getByLabelText('Date and time'), '2099-06-01T17:00');
    await user.type(within(dialog).getByLabelText('Location'), 'The Boonies bowl');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));

    await expectToast('Event saved');
    expect(await screen.findByText('Bowl Jam')).toBeInTheDocument();
    const body = requests.find((request) => request.method === 'POST')?.body as CalendarEventDto;
    expect(body.title).toBe('Bowl Jam');
    expect(body.location).toBe('The Boonies bowl');
    expect(new Date(body.date).getTime()).toBe(new Date('2099-06-01T17:00').getTime());
  });

  it('edits and deletes an event after confirmation', async () => {
    let events = [JAM];
    const requests = mockFetch({
      'GET /api/events?scope=all': () => ok(events),
      [`PATCH /api/admin/events/${JAM.id}`]: (request) => {
        events = [{ ...JAM, ...(request.body as Partial<CalendarEventDto>) }];
        return ok(events[0]);
      },
      [`DELETE /api/admin/events/${JAM.id}`]: () => {
        events = [];
        return ok({ deleted: true, id: JAM.id });
      },
    });
    const { user } = renderComponent(<EventsTab />, { signedIn: ADMIN });

    await user.click(await screen.findByRole('button', { name: 'Edit Bowl Jam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Night Jam');
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Night Jam')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Night Jam' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Night Jam?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectToast('Event deleted');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('offers Retry when events fail to load', async () => {
    mockFetch({
      'GET /api/events?scope=all': { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } },
    });
    renderComponent(<EventsTab />, { signedIn: ADMIN });
    expect(await screen.findByText('Failed to load events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
