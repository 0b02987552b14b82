import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, signedInAs } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';
import { fakeTricksApi } from '@/test/tricks-api';
import { queuedTicks } from '../offline-ticks';
import { startSendingQueuedTicks } from '../send-queued-ticks';

const skater = makeUser();

function serveTracker(overrides = {}) {
  const api = fakeTricksApi({ user: skater });
  const requests = mockFetch({ 'GET /api/auth/me': signedInAs(skater), ...api.routes, ...overrides });
  return { requests, api };
}

/** The tracker as the app opens it: with the sender of queued ticks running. */
async function openTracker() {
  const app = renderApp('/tricks');
  stopSending = startSendingQueuedTicks(app.queryClient);
  await screen.findByRole('heading', { name: 'Browse all tricks' });
  await screen.findByText(/^Level \d+$/);
  return app;
}

async function openCategoryBox(user: ReturnType<typeof renderApp>['user'], category: string, trick: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${category}`) }));
  const panel = screen.getByRole('region', { name: new RegExp(`^${category}`) });
  return within(panel).getByRole('checkbox', { name: `${trick} learned` });
}

function setOnline(online: boolean): void {
  act(() => onlineManager.setOnline(online));
}

let stopSending: () => void = () => undefined;

afterEach(() => {
  stopSending();
  onlineManager.setOnline(true);
});

describe('Trick Tracker offline', () => {
  it('keeps a tick made offline and sends it once the connection is back', async () => {
    const { requests, api } = serveTracker();
    const { user } = await openTracker();
    const box = await openCategoryBox(user, 'Flip Foundation', 'Kickflip');

    setOnline(false);
    await user.click(box);

    expect(box).toBeChecked();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(queuedTicks()).toEqual([{ userId: skater.id, trickId: 'sg-1', learned: true }]);

    setOnline(true);

    await waitFor(() => expect(api.records.get('sg-1')?.learned).toBe(true));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: `/api/progress/${skater.id}/sg-1`, body: { learned: true } }),
    ]);
    await waitFor(() => expect(queuedTicks()).toEqual([]));
    expect(box).toBeChecked();
  });

  it('queues a tick whose request never reached the server', async () => {
    serveTracker({ [`PUT /api/progress/${skater.id}/sg-1`]: { networkError: true } });
    const { user } = await openTracker();

    await user.click(await openCategoryBox(user, 'Flip Foundation', 'Kickflip'));

    await waitFor(() =>
      expect(queuedTicks()).toEqual([{ userId: skater.id, trickId: 'sg-1', learned: true }]),
    );
    expect(screen.getAllByRole('checkbox', { name: 'Kickflip learned' })[0]).toBeChecked();
  });

  it('rolls a queued tick back with the reason when the server refuses it', async () => {
    const { requests } = serveTracker({
      [`PUT /api/progress/${skater.id}/man-1`]: {
        status: 409,
        json: { error: 'This trick is verified and cannot be unlearned', code: 'CONFLICT' },
      },
    });
    const { user } = await openTracker();
    const box = await openCategoryBox(user, 'First Tricks', 'Manual');

    setOnline(false);
    await user.click(box);
    expect(box).not.toBeChecked();

    setOnline(true);

    await expectToast('Verified tricks are locked');
    await waitFor(() => expect(box).toBeChecked());
    expect(queuedTicks()).toEqual([]);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});
