import { act, waitFor } from '@testing-library/react';
import type { RealtimeEvent, RealtimePayloads } from '@/lib/realtime';

type AnyHandler = (event: string, payload: unknown) => void;

/** Stands in for socket.io's client socket: tests push events as if the gateway sent them. */
export class FakeSocket {
  readonly anyHandlers: AnyHandler[] = [];
  /** What the app sent to the gateway, in order. */
  readonly sent: [string, unknown][] = [];
  connected = true;
  active = true;
  onAny(handler: AnyHandler): this {
    this.anyHandlers.push(handler);
    return this;
  }
  on(): this {
    return this;
  }
  emit(event: string, payload: unknown): this {
    this.sent.push([event, payload]);
    return this;
  }
  connect(): this {
    this.connected = true;
    return this;
  }
  disconnect(): this {
    this.connected = false;
    this.active = false;
    return this;
  }
}

let current: FakeSocket | null = null;

/** What `jest.mock('socket.io-client')` returns (see setup.ts). */
export const fakeSocketModule = {
  io: () => {
    current = new FakeSocket();
    return current;
  },
};

/** Delivers a push to the app, once it has opened its connection. */
export async function pushRealtime<E extends RealtimeEvent>(event: E, payload: RealtimePayloads[E]) {
  await waitFor(() => expect(current?.connected).toBe(true));
  act(() => current?.anyHandlers.forEach((handler) => handler(event, payload)));
}

/** What the app has sent to the gateway over its connection so far. */
export function sentRealtime(): [string, unknown][] {
  return current?.sent ?? [];
}
