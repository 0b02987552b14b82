import { loadConfig } from '@boonies/platform';
import { AuthConfig } from '../config/auth.config';
import { PasswordHasher } from './password-hasher.service';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(loadConfig(AuthConfig, {}));

  beforeAll(() => hasher.onModuleInit());

  it('hashes with argon2id at the configured costs', async () => {
    const stored = await hasher.hash('kickflip');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(stored, 'kickflip')).toBe(true);
    expect(await hasher.verify(stored, 'heelflip')).toBe(false);
  });

  it('answers false without a stored hash, whatever the password', async () => {
    expect(await hasher.verify(undefined, 'kickflip')).toBe(false);
    expect(await hasher.verify(undefined, '')).toBe(false);
  });

  it('tells a hash made with other costs apart', async () => {
    const stronger = new PasswordHasher(loadConfig(AuthConfig, { ARGON2_TIME_COST: '3' }));
    expect(hasher.isOutdated(await hasher.hash('kickflip'))).toBe(false);
    expect(stronger.isOutdated(await hasher.hash('kickflip'))).toBe(true);
  });
});
