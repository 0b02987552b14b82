import type { ProgressDto } from '@boonies/contracts/tricks';
import { ApiError } from '@/lib/api-client';
import { readStorage, writeStorage } from '@/lib/storage';

const STORAGE_KEY = 'boonies.queued-ticks';

/** A tick made with no connection, kept on the device until the server has it. */
export interface QueuedTick {
  userId: string;
  trickId: string;
  learned: boolean;
}

export function queuedTicks(): QueuedTick[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedTick[]) : [];
  } catch {
    return [];
  }
}

function saveQueue(ticks: readonly QueuedTick[]): void {
  writeStorage(STORAGE_KEY, JSON.stringify(ticks));
}

function sameTrick(a: QueuedTick, b: QueuedTick): boolean {
  return a.userId === b.userId && a.trickId === b.trickId;
}

/**
 * Keeps a tick for later. The server's PUT sets the state, so only the newest tick of a trick matters: it
 * replaces an older one and goes to the back, keeping the order the skater made their last changes in.
 */
export function queueTick({ userId, trickId, learned }: QueuedTick): void {
  const tick = { userId, trickId, learned };
  saveQueue([...queuedTicks().filter((queued) => !sameTrick(queued, tick)), tick]);
}

/** The server said no for good (forbidden, locked, gone): retrying would change nothing. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

export interface SendQueuedTicksOptions {
  /** Only this account's ticks go out: the session is theirs. Others wait for their owner to sign in. */
  userId: string;
  send: (tick: QueuedTick) => Promise<unknown>;
  onRefused: (tick: QueuedTick, error: ApiError) => void;
}

let sending: Promise<void> | null = null;

/**
 * Sends the account's queued ticks one at a time, oldest first. A refused tick is dropped and reported;
 * a failed connection (or a busy server) stops the run and keeps the rest for the next one. Runs never
 * overlap, so no tick goes out twice at once and none overtakes another.
 */
export function sendQueuedTicks(options: SendQueuedTicksOptions): Promise<void> {
  sending ??= sendInOrder(options).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder({ userId, send, onRefused }: SendQueuedTicksOptions): Promise<void> {
  for (;;) {
    const tick = queuedTicks().find((queued) => queued.userId === userId);
    if (!tick) return;
    try {
      await send(tick);
    } catch (error) {
      if (!isRefusal(error)) return;
      onRefused(tick, error);
    }
    // A newer tick of the same trick made while this one travelled stays queued.
    saveQueue(
      queuedTicks().filter((queued) => !(sameTrick(queued, tick) && queued.learned === tick.learned)),
    );
  }
}

/**
 * The server's progress with the account's queued ticks laid over it: a refetch before the queue is sent
 * (a reload, the connection coming back) must not take ticks off the screen that are still on their way.
 */
export function withQueuedTicks(userId: string, records: readonly ProgressDto[]): ProgressDto[] {
  const queued = queuedTicks().filter((tick) => tick.userId === userId);
  if (queued.length === 0) return [...records];
  const byTrick = new Map(records.map((record) => [record.trickId, record]));
  for (const tick of queued) {
    const previous = byTrick.get(tick.trickId);
    byTrick.set(tick.trickId, {
      trickId: tick.trickId,
      learned: tick.learned,
      verified: tick.learned && (previous?.verified ?? false),
      learnedAt: tick.learned ? (previous?.learnedAt ?? null) : null,
    });
  }
  return [...byTrick.values()];
}
