import type { RunningSystem } from '@boonies/testing';
import { Browser, newAccount } from './support/browser';
import { startAuthSystem, SYSTEM_START_TIMEOUT_MS } from './support/system';

/** Long enough for a process started from a wrong entry to have exited. */
const SETTLE_MS = 1500;

// The cluster run kills a second gateway and a second replica and starts each again as itself: the
// harness must bring back the same process (entry, port), not a fresh one named after it.
describe('the system harness with a second gateway and replica', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startAuthSystem('gateway-harness-processes');
  }, SYSTEM_START_TIMEOUT_MS);

  afterAll(async () => {
    await system?.stop();
  });

  it(
    "starts a second gateway that accepts the first one's sessions, and restarts it on its own port",
    async () => {
      const first = new Browser(system.baseUrl);
      expect((await first.signUp(newAccount())).status).toBe(201);
      const second = await system.addGateway();
      expect(second.name).toBe('gateway#2');
      expect(second.baseUrl).not.toBe(system.baseUrl);
      const onSecond = new Browser(second.baseUrl, first.clientIp);
      onSecond.sessionCookie = first.sessionCookie;
      expect((await onSecond.get('/api/auth/me')).status).toBe(200);

      await system.stopService(second.name, 'SIGKILL');
      await expect(fetch(`${second.baseUrl}/api/health`)).rejects.toThrow();
      await system.startService(second.name);
      expect((await onSecond.get('/api/auth/me')).status).toBe(200);
      expect(system.unexpectedExits()).toEqual([]);
    },
    SYSTEM_START_TIMEOUT_MS,
  );

  it(
    'restarts a killed replica as that replica',
    async () => {
      await system.addReplica('auth');
      const before = system.pids()['auth#2'];
      await system.stopService('auth#2', 'SIGKILL');
      await system.startService('auth#2');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(system.pids()['auth#2']).toEqual(expect.any(Number));
      expect(system.pids()['auth#2']).not.toBe(before);
      expect(system.unexpectedExits()).toEqual([]);
    },
    SYSTEM_START_TIMEOUT_MS,
  );
});
