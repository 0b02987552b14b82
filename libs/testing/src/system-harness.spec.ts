import { startSystem } from './system-harness';

describe('startSystem', () => {
  it('refuses a service listed twice, whose first process nothing would stop', async () => {
    await expect(startSystem({ label: 'twice', services: ['auth', 'social', 'social'] })).rejects.toThrow(
      'social listed twice: a second instance is a replica (`addReplica`)',
    );
  });
});
