import type { AdminUserDto, PuppetDto } from '@boonies/contracts/auth';
import type { AdminMessageDto, MessageUserDto } from '@boonies/contracts/messaging';
import type { TrickImportReportDto, TrickImportRowDto } from '@boonies/contracts/tricks';
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
    suspendedUntil: null,
    ...overrides,
  };
}

export function makeAdminMessage(
  overrides: Partial<AdminMessageDto> &
    Pick<AdminMessageDto, 'id' | 'content'> & {
      from: Pick<PuppetDto, 'id' | 'username'>;
      to: Pick<PuppetDto, 'id' | 'username'>;
    },
): AdminMessageDto {
  const { from, to, ...fields } = overrides;
  return {
    senderId: from.id,
    recipientId: to.id,
    createdAt: '2026-03-01T12:00:00.000Z',
    readAt: null,
    editedAt: null,
    editedByStaff: false,
    sender: messageUser(from),
    recipient: messageUser(to),
    ...fields,
  };
}

function messageUser({ id, username }: Pick<PuppetDto, 'id' | 'username'>): MessageUserDto {
  return {
    id,
    username,
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
  };
}

/** An import report whose counts follow from its rows; `problems` are the rejected rows' reasons. */
export function makeImportReport(
  rows: readonly (Omit<TrickImportRowDto, 'changed'> & { changed?: boolean; problems?: string[] })[],
  { dryRun = true, total = rows.length }: { dryRun?: boolean; total?: number } = {},
): TrickImportReportDto {
  const full = rows.map(({ problems: _problems, changed, ...row }) => ({
    ...row,
    changed: changed ?? row.action !== 'reject',
  }));
  return {
    dryRun,
    total,
    created: full.filter((row) => row.action === 'create').length,
    updated: full.filter((row) => row.action === 'update' && row.changed).length,
    unchanged: full.filter((row) => row.action === 'update' && !row.changed).length,
    rejected: rows
      .filter((row) => row.action === 'reject')
      .map((row) => ({
        row: row.row,
        ...(row.id ? { id: row.id } : {}),
        ...(row.name ? { name: row.name } : {}),
        problems: row.problems ?? [],
      })),
    rows: full,
  };
}
