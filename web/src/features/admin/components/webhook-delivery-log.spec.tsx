import type {
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryStatus,
  WebhookEndpointDto,
} from '@boonies/contracts/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '@/test/admin-api';
import { deferredReply, mockFetch } from '@/test/fetch-mock';
import { ok } from '@/test/fixtures';
import { renderComponent } from '@/test/render-component';
import { expectToast } from '@/test/toasts';
import { WebhookDeliveryLog } from './webhook-delivery-log';

const ENDPOINT: WebhookEndpointDto = {
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000c001',
  url: 'https://shop.example.com/hooks/boonies',
  description: '',
  eventTypes: ['trick.verified'],
  enabled: true,
  consecutiveFailures: 5,
  pendingDeliveries: 0,
  deadDeliveries: 2,
  lastDeliveryStatus: null,
  lastDeliveryAt: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const LOG = `/api/admin/webhooks/${ENDPOINT.id}/deliveries`;

function makeDelivery(
  id: string,
  status: WebhookDeliveryStatus,
  overrides: Partial<WebhookDeliveryDto> = {},
) {
  const delivery: WebhookDeliveryDto = {
    id: `5a0c3f7e-1b2d-4c8a-9e3f-0000000d${id.padStart(4, '0')}`,
    endpointId: ENDPOINT.id,
    eventType: 'trick.verified',
    eventId: `5a0c3f7e-1b2d-4c8a-9e3f-0000000e${id.padStart(4, '0')}`,
    status,
    attempts: status === 'succeeded' ? 1 : 8,
    lastResponseStatus: status === 'succeeded' ? 200 : 503,
    latencyMs: 42,
    nextAttemptAt: null,
    lastError: status === 'succeeded' ? null : 'HTTP 503',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
  return delivery;
}

function page(deliveries: WebhookDeliveryDto[], nextCursor: string | null = null): WebhookDeliveryPageDto {
  return { deliveries, nextCursor };
}

function renderLog(endpoint = ENDPOINT) {
  const onBack = jest.fn();
  return {
    ...renderComponent(<WebhookDeliveryLog endpoint={endpoint} onBack={onBack} />, { signedIn: ADMIN }),
    onBack,
  };
}

/** Narrower than the table: every `min-width` query fails, as on a phone. */
function onAPhone() {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: false });
  return () => {
    window.matchMedia = wide;
  };
}

describe('Webhook delivery log', () => {
  it('shows each delivery in a table, pages older ones and narrows to failed or dead', async () => {
    const succeeded = makeDelivery('1', 'succeeded', { eventType: 'webhook.ping' });
    const retrying = makeDelivery('2', 'pending', {
      attempts: 2,
      lastResponseStatus: null,
      latencyMs: 10_000,
      lastError: 'Timed out',
      nextAttemptAt: '2099-03-01T12:05:00.000Z',
    });
    const dead = makeDelivery('3', 'dead', { eventType: 'game.won' });
    const requests = mockFetch({
      [`GET ${LOG}`]: ok(page([succeeded, retrying], 'older')),
      [`GET ${LOG}?cursor=older`]: ok(page([dead])),
      [`GET ${LOG}?status=dead`]: ok(page([dead])),
      [`GET ${LOG}?status=failed`]: ok(page([])),
    });
    const { user, onBack } = renderLog();

    expect(screen.getByRole('heading', { name: 'Delivery log' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: `Deliveries to ${ENDPOINT.url}` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Event',
      'Time',
      'Status',
      'Attempts',
      'Response',
      'Latency',
      'Next attempt',
      'Actions',
    ]);
    const ping = within(within(table).getByRole('row', { name: /Test event/ }));
    expect(ping.getByText('Succeeded')).toBeInTheDocument();
    expect(ping.getByText('200')).toBeInTheDocument();
    expect(ping.getByText('42 ms')).toBeInTheDocument();
    expect(ping.queryByRole('button', { name: /Replay/ })).not.toBeInTheDocument();
    const waiting = within(within(table).getByRole('row', { name: /Trick verified/ }));
    expect(waiting.getByText('Pending')).toBeInTheDocument();
    expect(waiting.getByText('Timed out')).toBeInTheDocument();
    expect(waiting.getByText('No answer')).toBeInTheDocument();
    expect(waiting.getByText('10000 ms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load older deliveries' }));
    expect(await within(table).findByRole('row', { name: /Game won/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dead' }));
    expect(screen.getByRole('button', { name: 'Dead' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(await screen.findByText('No failed deliveries')).toBeInTheDocument();
    expect(requests.map(({ path }) => path)).toContain(`${LOG}?status=failed`);

    await user.click(screen.getByRole('button', { name: 'Back to endpoints' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('replays a dead delivery: queued at once, the outcome announced', async () => {
    const dead = makeDelivery('3', 'dead');
    const answer = deferredReply();
    let deliveries = [dead];
    mockFetch({
      [`GET ${LOG}`]: () => ok(page(deliveries)),
      [`POST ${LOG}/${dead.id}/replay`]: async () => {
        const reply = await answer.reply();
        deliveries = [
          { ...dead, status: 'succeeded', attempts: 1, lastResponseStatus: 200, lastError: null },
        ];
        return reply;
      },
    });
    const { user } = renderLog();

    const row = within(await screen.findByRole('row', { name: /Trick verified/ }));
    await user.click(row.getByRole('button', { name: /^Replay Trick verified of / }));
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Sending the delivery again…')).toHaveAttribute('role', 'status');

    answer.resolve(ok({ ...dead, status: 'pending', attempts: 0 }));
    expect(await screen.findByText('Delivery queued again')).toHaveAttribute('role', 'status');
    expect(await row.findByText('Succeeded')).toBeInTheDocument();
  });

  it('puts a refused replay back as it was and says why', async () => {
    const dead = makeDelivery('3', 'dead');
    mockFetch({
      [`GET ${LOG}`]: ok(page([dead])),
      [`POST ${LOG}/${dead.id}/replay`]: {
        status: 409,
        json: { error: 'Only failed or dead deliveries can be replayed', code: 'CONFLICT' },
      },
    });
    const { user } = renderLog();

    const row = within(await screen.findByRole('row', { name: /Trick verified/ }));
    await user.click(row.getByRole('button', { name: /^Replay / }));
    await expectToast('Failed to replay', 'Only failed or dead deliveries can be replayed');
    expect(row.getByText('Dead')).toBeInTheDocument();
  });

  it('replays every dead delivery at once', async () => {
    const deadOne = makeDelivery('3', 'dead');
    const deadTwo = makeDelivery('4', 'dead', { eventType: 'game.won' });
    const requests = mockFetch({
      [`GET ${LOG}`]: ok(page([deadOne, deadTwo])),
      [`POST ${LOG}/replay-dead`]: ok({ replayed: 2 }),
    });
    const { user } = renderLog();

    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Replay all dead (2)' }));
    expect(await screen.findByText('2 dead deliveries queued again')).toHaveAttribute('role', 'status');
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('shows the deliveries as cards on a phone', async () => {
    const restore = onAPhone();
    try {
      mockFetch({ [`GET ${LOG}`]: ok(page([makeDelivery('3', 'dead')])) });
      renderLog();
      const list = await screen.findByRole('list', { name: `Deliveries to ${ENDPOINT.url}` });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(within(list).getByRole('listitem'));
      expect(card.getByText('Dead')).toBeInTheDocument();
      expect(card.getByText('Attempts').nextSibling).toHaveTextContent('8');
      expect(card.getByText('Response').nextSibling).toHaveTextContent('503');
      expect(card.getByRole('button', { name: /^Replay Trick verified of / })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says when nothing was delivered, with nothing to replay', async () => {
    mockFetch({ [`GET ${LOG}`]: ok(page([])) });
    renderLog({ ...ENDPOINT, deadDeliveries: 0 });
    expect(await screen.findByText('Nothing delivered yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Replay all dead/ })).not.toBeInTheDocument();
  });

  it('offers Retry when the log fails to load', async () => {
    mockFetch({ [`GET ${LOG}`]: { status: 503, json: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } } });
    renderLog();
    expect(await screen.findByText('Failed to load the delivery log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
