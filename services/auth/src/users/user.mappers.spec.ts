import { UserProfileChangedV1 } from '@boonies/contracts/auth';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { User } from './entities/user.entity';
import { toUserDto, toUserProfileChanged } from './user.mappers';

function aUser(overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: '5b0f8f52-8d7e-4f55-9a55-3d1f3c1b2a10',
    email: 'alice@example.com',
    username: 'alice',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    displayName: 'Alice',
    bio: null,
    profilePicture: 'https://cdn.example.com/alice.png',
    headerVideo: null,
    location: 'Boonies',
    skatingStyle: 'street',
    favoriteSpot: null,
    gradientStartColor: '#4F46E5',
    gradientEndColor: '#06B6D4',
    proStatus: false,
    amateurStatus: true,
    flowStatus: false,
    isBrand: false,
    isVerified: true,
    isAdmin: false,
    isTrusted: true,
    isPuppet: false,
    deactivatedAt: null,
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    updatedAt: new Date('2025-03-02T11:30:00.000Z'),
    ...overrides,
  });
}

describe('toUserDto', () => {
  it('maps the profile with ISO dates', () => {
    expect(toUserDto(aUser())).toEqual({
      id: '5b0f8f52-8d7e-4f55-9a55-3d1f3c1b2a10',
      email: 'alice@example.com',
      username: 'alice',
      displayName: 'Alice',
      bio: null,
      profilePicture: 'https://cdn.example.com/alice.png',
      headerVideo: null,
      location: 'Boonies',
      skatingStyle: 'street',
      favoriteSpot: null,
      gradientStartColor: '#4F46E5',
      gradientEndColor: '#06B6D4',
      proStatus: false,
      amateurStatus: true,
      flowStatus: false,
      isBrand: false,
      isVerified: true,
      isAdmin: false,
      isTrusted: true,
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-02T11:30:00.000Z',
    });
  });

  it('never exposes the password hash or internal flags', () => {
    const dto = toUserDto(aUser({ isPuppet: true, deactivatedAt: new Date() }));
    expect(dto).not.toHaveProperty('passwordHash');
    expect(dto).not.toHaveProperty('isPuppet');
    expect(dto).not.toHaveProperty('deactivatedAt');
    expect(JSON.stringify(dto)).not.toContain('argon2');
  });
});

describe('toUserProfileChanged', () => {
  it('produces a payload that passes the contract validation', () => {
    const payload = toUserProfileChanged(aUser());
    expect(payload).toMatchObject({
      userId: aUser().id,
      isActive: true,
      updatedAt: '2025-03-02T11:30:00.000Z',
    });
    expect(validateSync(plainToInstance(UserProfileChangedV1, payload))).toEqual([]);
  });

  it('reports a deactivated account as inactive', () => {
    expect(toUserProfileChanged(aUser({ deactivatedAt: new Date() })).isActive).toBe(false);
  });
});
