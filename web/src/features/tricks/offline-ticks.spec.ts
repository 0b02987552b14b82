import { ApiError } from '@/lib/api-client';
import { queuedTicks, queueTick, sendQueuedTicks, withQueuedTicks, type QueuedTick } from './offline-ticks';

const SKATER = 'skater-1';
const OTHER = 'skater-2';

function tick(trickId: string, learned = true, userId = SKATER): QueuedTick {
  return { userId, trickId, learned };
}

describe('offline ticks', () => {
  it('keeps ticks across page loads, in the order they were made', () => {
    queueTick(tick('ollie'));
    queueTick(tick('kickflip'));

    expect(JSON.parse(window.localStorage.getItem('boonies.queued-ticks') ?? '[]')).toEqual([
      tick('ollie'),
      tick('kickflip'),
    ]);
  });

  it('keeps one entry per trick, the newest, at the back of the queue', () => {
    queueTick(tick('ollie'));
    queueTick(tick('kickflip'));
    queueTick(tick('ollie', false));

    expect(queuedTicks()).toEqual([tick('kickflip'), tick('ollie', false)]);
  });

  it('sends the account ticks oldest first and empties the queue', async () => {
    queueTick(tick('ollie'));
    queueTick(tick('shuvit', true, OTHER));
    queueTick(tick('kickflip', false));
    const sent: QueuedTick[] = [];

    await sendQueuedTicks({ userId: SKATER, send: async (t) => sent.push(t), onRefused: jest.fn() });

    expect(sent).toEqual([tick('ollie'), tick('kickflip', false)]);
    // Another account's tick waits for its owner.
    expect(queuedTicks()).toEqual([tick('shuvit', true, OTHER)]);
  });

  it('sends each tick once even when asked twice at the same time', async () => {
    queueTick(tick('ollie'));
    const send = jest.fn(async () => undefined);

    await Promise.all([
      sendQueuedTicks({ userId: SKATER, send, onRefused: jest.fn() }),
      sendQueuedTicks({ userId: SKATER, send, onRefused: jest.fn() }),
    ]);

    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops and reports a refused tick, then sends the rest', async () => {
    queueTick(tick('ollie', false));
    queueTick(tick('kickflip'));
    const refusal = new ApiError(409, '409: verified', null);
    const onRefused = jest.fn();
    const sent: string[] = [];

    await sendQueuedTicks({
      userId: SKATER,
      send: async (t) => {
        if (t.trickId === 'ollie') throw refusal;
        sent.push(t.trickId);
      },
      onRefused,
    });

    expect(onRefused).toHaveBeenCalledWith(tick('ollie', false), refusal);
    expect(sent).toEqual(['kickflip']);
    expect(queuedTicks()).toEqual([]);
  });

  it('stops at a lost connection and keeps that tick and the later ones, in order', async () => {
    queueTick(tick('ollie'));
    queueTick(tick('kickflip'));
    const onRefused = jest.fn();

    await sendQueuedTicks({
      userId: SKATER,
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
      onRefused,
    });

    expect(onRefused).not.toHaveBeenCalled();
    expect(queuedTicks()).toEqual([tick('ollie'), tick('kickflip')]);
  });

  it('keeps a tick for later when the server is busy', async () => {
    queueTick(tick('ollie'));

    await sendQueuedTicks({
      userId: SKATER,
      send: async () => {
        throw new ApiError(429, '429: slow down', null);
      },
      onRefused: jest.fn(),
    });

    expect(queuedTicks()).toEqual([tick('ollie')]);
  });

  it('lays the account queued ticks over the server progress', () => {
    queueTick(tick('ollie', false));
    queueTick(tick('kickflip'));
    queueTick(tick('shuvit', true, OTHER));
    const fromServer = [
      { trickId: 'ollie', learned: true, verified: false, learnedAt: '2026-01-01T00:00:00.000Z' },
      { trickId: 'manual', learned: true, verified: true, learnedAt: '2026-01-02T00:00:00.000Z' },
    ];

    expect(withQueuedTicks(SKATER, fromServer)).toEqual([
      { trickId: 'ollie', learned: false, verified: false, learnedAt: null },
      fromServer[1],
      { trickId: 'kickflip', learned: true, verified: false, learnedAt: null },
    ]);
  });
});
