import type { AdminUserDto, PuppetDto } from '@boonies/contracts';
import { makeUser } from './fixtures';

export const ADMIN = makeUser({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000a001',
  username: 'boss',
  email: 'boss@example.com',
  isAdmin: true,
});

export function makePuppet(overrides: Partial<PuppetDto> & Pick<PuppetDto, 'id' | 'username'>): PuppetDto {
  return {
    email: `${overrides.username}@puppets.boonies.invalid`,
    bio: 'Bowl rat since the pool days.',
    location: 'Long Beach, CA',
    level: 7,
    experience: '14 years',
    isActive: true,
    ...overrides,
  };
}

export const CARLA = makePuppet({ id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000b001', username: 'concrete_carla' });
export const KENJI = makePuppet({
  id: '5a0c3f7e-1b2d-4c8a-9e3f-00000000b002',
  username: 'kickflip_kenji',
  level: 5,
  location: 'Osaka, Japan',
});

/** The session while the admin operates `puppet`. */
export function puppetSession(puppet: PuppetDto = CARLA) {
  return makeUser({
    id: puppet.id,
    username: puppet.username,
    email: puppet.email,
    actingAdmin: { id: ADMIN.id, username: ADMIN.username, email: ADMIN.email },
  });
}

export function makeAdminUser(
  overrides: Partial<AdminUserDto> & Pick<AdminUserDto, 'id' | 'username'>,
): AdminUserDto {
  return {
    ...makeUser({ email: `${overrides.username}@example.com` }),
    isPuppet: false,
    isActive: true,
    ...overrides,
  };
}
