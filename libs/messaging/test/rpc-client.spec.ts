import type { ServiceName } from '@boonies/contracts/common';
import { defineRpc } from '@boonies/contracts/rpc';
import { startTcpProxy, testNatsUrl, type TcpProxy } from '@boonies/testing';
import { RpcClient, RpcError } from '../src';

/** A subject nobody answers; the call must fail fast and clearly either way. */
const SUBJECT = defineRpc<object, unknown>('nobody' as ServiceName, 'ping');

describe('RpcClient when NATS goes away', () => {
  let proxy: TcpProxy;
  let client: RpcClient;

  beforeAll(async () => {
    proxy = await startTcpProxy(testNatsUrl());
    client = await RpcClient.connect({ servers: proxy.url(testNatsUrl()), name: 'rpc-client-spec' });
  });

  afterAll(async () => {
    proxy.restore();
    await client.close();
    await proxy.close();
  });

  async function failureOf(call: Promise<unknown>): Promise<RpcError> {
    try {
      await call;
    } catch (error) {
      if (error instanceof RpcError) return error;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  it('answers SERVICE_UNAVAILABLE, not INTERNAL, while the connection to NATS is lost', async () => {
    proxy.cut();
    // Give the client a moment to notice: the call then starts while it is reconnecting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const error = await failureOf(
      client.call(SUBJECT, {} as never, { correlationId: 'c' }, { timeoutMs: 2000 }),
    );
    expect(error.toBody()).toEqual({
      error: 'The nobody service is unavailable right now. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
