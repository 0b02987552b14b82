import { pushTally, type ListeningSocket, type PushedMessage, type Span } from './push-tally';

const DELIVERY_MS = 1000;
/** One fault: killed at 10 s, back in full at 20 s. */
const fault = { downAt: 10_000, upAt: 20_000 };

/** `heard`: messageId → [times heard, when first heard]. */
function socket(
  userId: string,
  heard: Record<string, [number, number]> = {},
  outages: Span[] = [],
): ListeningSocket {
  return {
    userId,
    heard: new Map(Object.entries(heard).map(([id, [times]]) => [id, times])),
    heardAt: new Map(Object.entries(heard).map(([id, [, at]]) => [id, at])),
    outages,
  };
}

/** A message from ann to bob written at `writtenAt`, its event published `publishedAfter` ms later. */
function message(writtenAt: number, publishedAfter = 20): PushedMessage {
  return { id: 'm', senderId: 'ann', recipientId: 'bob', writtenAt, publishedAt: writtenAt + publishedAfter };
}

const unheardBy = (tally: ReturnType<typeof pushTally>) => tally.calm.unheard.map(({ userId }) => userId);

describe('pushTally', () => {
  it('owes a push when no fault overlapped its delivery and its socket was connected, and lists it unheard', () => {
    const tally = pushTally(
      [socket('ann', { m: [1, 5100] }), socket('bob')],
      [message(5000)],
      [fault],
      DELIVERY_MS,
    );

    expect(tally.calm).toMatchObject({ owed: 2, disconnected: 0 });
    expect(tally.calm.unheard).toEqual([{ messageId: 'm', userId: 'bob', from: 5000, to: 6020 }]);
    expect(tally.perFault.get(fault)?.pushes).toBe(0);
  });

  it('owes no push whose event was published after a fault began, though its write was acknowledged before', () => {
    // Written 40 ms and acknowledged about 10 ms before the kill; the relay published its event after it.
    const late = message(fault.downAt - 40, 60);

    const tally = pushTally([socket('ann'), socket('bob')], [late], [fault], DELIVERY_MS);

    expect(tally.calm.owed).toBe(0);
    expect(tally.perFault.get(fault)).toEqual({ pushes: 2, missed: 2, missedDisconnected: 0 });
  });

  it('owes no push still on its way from the bus to its socket when a fault began', () => {
    const onItsWay = message(fault.downAt - DELIVERY_MS - 10, 20);

    const tally = pushTally([socket('ann'), socket('bob')], [onItsWay], [fault], DELIVERY_MS);

    expect(tally.calm.owed).toBe(0);
    expect(tally.perFault.get(fault)?.missed).toBe(2);
  });

  it('owes a push whose delivery time had passed when a fault began', () => {
    const delivered = message(fault.downAt - DELIVERY_MS - 30, 20);

    const tally = pushTally([socket('ann'), socket('bob')], [delivered], [fault], DELIVERY_MS);

    expect(tally.calm.owed).toBe(2);
    expect(unheardBy(tally)).toEqual(['ann', 'bob']);
  });

  it('owes a push written after a fault ended, however soon after', () => {
    const justAfter = message(fault.upAt + 1);

    const tally = pushTally([socket('ann'), socket('bob')], [justAfter], [fault], DELIVERY_MS);

    expect(unheardBy(tally)).toEqual(['ann', 'bob']);
    expect(tally.perFault.get(fault)?.pushes).toBe(0);
  });

  it('counts a push written while a fault lasted against it, however late its event was published', () => {
    const written = message(fault.upAt - 1, 5000);

    const tally = pushTally([socket('ann'), socket('bob')], [written], [fault], DELIVERY_MS);

    expect(tally.calm.owed).toBe(0);
    expect(tally.perFault.get(fault)?.pushes).toBe(2);
  });

  it('owes no push to a socket that was between connections during its delivery, outside any fault', () => {
    const bob = socket('bob', {}, [[5030, 5900]]);

    const tally = pushTally([socket('ann', { m: [1, 5100] }), bob], [message(5000)], [fault], DELIVERY_MS);

    expect(tally.calm).toMatchObject({ owed: 1, unheard: [], disconnected: 1 });
  });

  it('counts the missed pushes of a fault, and which of them found their socket between connections', () => {
    const bob = socket('bob', {}, [[11_900, undefined]]);

    const tally = pushTally([socket('ann'), bob], [message(12_000)], [fault], DELIVERY_MS);

    expect(tally.perFault.get(fault)).toEqual({ pushes: 2, missed: 2, missedDisconnected: 1 });
    expect(tally).toMatchObject({ pushes: 2, missed: 2 });
  });

  it('counts pushes heard more than once, and the slowest owed push from its publishing to its socket', () => {
    const tally = pushTally(
      [socket('ann', { m: [2, 5400] }), socket('bob', { m: [1, 5100] })],
      [message(5000, 20)],
      [fault],
      DELIVERY_MS,
    );

    expect(tally.doubled).toBe(1);
    expect(tally.calm.slowestMs).toBe(380);
  });
});
