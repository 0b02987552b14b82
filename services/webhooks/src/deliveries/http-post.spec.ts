import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EndpointAgents } from './endpoint-agents';
import { postOnce } from './http-post';
import type { CheckedTarget } from './target-guard';

/** A real HTTP server on one loopback address that counts the connections it was opened. */
async function listen(host: string, port = 0) {
  let connections = 0;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(String(request.headers['webhook-id']));
    request.resume().on('end', () => response.end('ok'));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('postOnce through EndpointAgents', () => {
  const agents = new EndpointAgents(4);
  const closers: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    agents.destroy();
    for (const close of closers.splice(0)) await close();
  });

  // A name that never resolves: only the pinned lookup can connect it.
  const target = (port: number, address: string): CheckedTarget => ({
    url: new URL(`http://receiver.invalid:${port}/hooks`),
    address,
    family: 4,
  });

  const post = (checked: CheckedTarget, id: string) =>
    postOnce(checked, agents.agentFor('endpoint-1', checked), { 'webhook-id': id }, '{}', 2000);

  it("keeps one connection alive for an endpoint's deliveries, to the checked address", async () => {
    const receiver = await listen('127.0.0.1');
    closers.push(receiver.close);
    const checked = target(receiver.port, '127.0.0.1');

    for (const id of ['msg_1', 'msg_2', 'msg_3']) {
      expect((await post(checked, id)).outcome).toMatchObject({ kind: 'answered', status: 200 });
    }
    expect(receiver.requests).toEqual(['msg_1', 'msg_2', 'msg_3']);
    expect(receiver.connections()).toBe(1);
  });

  it('drops a kept connection once the check answers another address, and connects to that one', async () => {
    const first = await listen('127.0.0.1');
    closers.push(first.close);
    const moved = await listen('127.0.0.2', first.port);
    closers.push(moved.close);

    await post(target(first.port, '127.0.0.1'), 'msg_before');
    // The same URL, checked again, now answers another address: the pooled connection to the first is not used.
    expect((await post(target(first.port, '127.0.0.2'), 'msg_after')).outcome).toMatchObject({
      kind: 'answered',
      status: 200,
    });
    expect(first.requests).toEqual(['msg_before']);
    expect(moved.requests).toEqual(['msg_after']);
  });
});
