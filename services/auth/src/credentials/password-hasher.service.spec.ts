import { loadConfig } from '@boonies/platform';
import { AuthConfig } from '../config/auth.config';
import { PasswordHasher } from './password-hasher.service';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(loadConfig(AuthConfig, {}));

  beforeAll(() => hasher.onModuleInit());

  it('hashes with argon2id at the configured costs', async () => {
    const stored = await hasher.hash('kickflip');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'kickflip')).toBe(true);
    expect(await hasher.verify(stored, 'heelflip')).toBe(false);
  });

  it('answers false without a stored hash, whatever the password', async () => {
    expect(await hasher.verify(undefined, 'kickflip')).toBe(false);
    expect(await hasher.verify(undefined, '')).toBe(false);
  });

  // Made by the `argon2` package the service used before: every stored password is a hash like these.
  const EARLIER_HASHES = {
    todaysCosts:
      '$argon2id$v=19$m=19456,p=1,t=2$xjFg7eg+WmRCwg/HPyW2PA$Tya5Ng8yjfFKzfSEzgKG+FepVwuAVT2b0WUVNL1+aSo',
    olderCosts:
      '$argon2id$v=19$m=8192,p=1,t=3$jI7aGy4ftdyQ7lATA7tQug$H/EGyXjKKcqCjSC+JhsUus9vXuF5M4Sss+xcUZJJfRQ',
  };

  it('verifies the hashes stored before, whatever costs they were made with', async () => {
    expect(await hasher.verify(EARLIER_HASHES.todaysCosts, 'kickflip-42')).toBe(true);
    expect(await hasher.verify(EARLIER_HASHES.todaysCosts, 'kickflip-43')).toBe(false);
    expect(await hasher.verify(EARLIER_HASHES.olderCosts, 'old costs 9')).toBe(true);
    expect(hasher.isOutdated(EARLIER_HASHES.todaysCosts)).toBe(false);
    expect(hasher.isOutdated(EARLIER_HASHES.olderCosts)).toBe(true);
  });

  it('tells a hash made with other costs apart', async () => {
    const stronger = new PasswordHasher(loadConfig(AuthConfig, { ARGON2_TIME_COST: '3' }));
    expect(hasher.isOutdated(await hasher.hash('kickflip'))).toBe(false);
    expect(stronger.isOutdated(await hasher.hash('kickflip'))).toBe(true);
  });
});
