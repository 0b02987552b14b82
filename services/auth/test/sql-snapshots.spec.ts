import { PUPPET_PRESETS } from '@boonies/contracts/auth';
import { describeSqlSnapshots, sqlCatalogue, type SqlCallContext } from '@boonies/service-testing';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { PuppetsRepository } from '../src/admin/puppets.repository';
import { AuthExportRepository } from '../src/export/export.repository';
import { SessionsRepository } from '../src/sessions/sessions.repository';
import { SponsorshipsRepository } from '../src/sponsorships/sponsorships.repository';
import { User } from '../src/users/entities/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { AuthTestService } from './support/auth-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const SESSION = '00000000-0000-4000-8000-000000000003';
const SPONSORSHIP = '00000000-0000-4000-8000-000000000005';
const AT = '2024-01-01T00:00:00.000Z';

/**
 * Writes the two accounts a call's rows refer to (sessions reference users), unrecorded and inside the call's transaction, so they are rolled back with it.
 */
function withAccounts<T>(context: SqlCallContext, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return context.inTransaction(async (manager) => {
    await context.unrecorded(() =>
      manager.insert(User, [
        { id: USER, email: 'rider@example.com', username: 'rider', passwordHash: 'not a hash' },
        { id: OTHER, email: 'skater@example.com', username: 'skater', passwordHash: 'not a hash' },
      ]),
    );
    return work(manager);
  });
}

describeSqlSnapshots((label) => AuthTestService.start(label), path.join(__dirname, '../sql'), {
  'puppets.repository': sqlCatalogue({
    repository: PuppetsRepository,
    calls: {
      list: { read: (r) => r.list() },
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, PUPPET_PRESETS[0], 'not a hash')) },
    },
  }),
  'export.repository': sqlCatalogue({
    repository: AuthExportRepository,
    calls: {
      account: { read: (r) => r.account(USER) },
      sessions: { read: (r) => r.sessions(USER) },
    },
  }),
  'sponsorships.repository': sqlCatalogue({
    repository: SponsorshipsRepository,
    calls: {
      apply: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.apply(m, {
              sponsorshipId: SPONSORSHIP,
              brandId: OTHER,
              athleteId: USER,
              status: 'accepted',
              changedAt: AT,
            }),
          ),
      },
      isSponsored: { read: (r) => r.isSponsored(USER) },
    },
  }),
  'sessions.repository': sqlCatalogue({
    repository: SessionsRepository,
    calls: {
      insert: {
        write: (r, c) =>
          withAccounts(c, (m) =>
            r.insert(m, {
              userId: USER,
              persistent: true,
              expiresAt: new Date(AT),
              ip: '198.51.100.1',
              userAgent: 'jest',
            }),
          ),
      },
      findLive: { read: (r) => r.findLive(SESSION) },
      lockUnrevoked: { read: (r, c) => c.inTransaction((m) => r.lockUnrevoked(m, SESSION)) },
      revoke: { write: (r, c) => c.inTransaction((m) => r.revoke(m, SESSION)) },
      // The session kept and the puppet acted as are parameters: one statement each, whichever.
      revokeAllOf: { write: (r, c) => c.inTransaction((m) => r.revokeAllOf(m, USER, SESSION)) },
      setActingUser: { write: (r, c) => c.inTransaction((m) => r.setActingUser(m, SESSION, OTHER)) },
    },
  }),
  'users.repository': sqlCatalogue({
    repository: UsersRepository,
    calls: {
      findSignedIn: { read: (r) => r.findSignedIn(USER) },
      findById: { read: (r) => r.findById(USER) },
      getById: { read: (r, c) => withAccounts(c, (m) => r.getById(USER, m)) },
      findActive: { read: (r) => r.findActive(USER) },
      findByEmail: { read: (r) => r.findByEmail('rider@example.com') },
      lockById: { read: (r, c) => c.inTransaction((m) => r.lockById(m, USER)) },
      lockByEmail: { read: (r, c) => c.inTransaction((m) => r.lockByEmail(m, 'rider@example.com')) },
      holderOfUsername: { read: (r) => r.holderOfUsername('rider') },
      takenNames: { read: (r) => r.takenNames([{ username: 'rider', email: 'rider@example.com' }]) },
      page: { newest: (r) => r.page(undefined, 20), 'matching a text': (r) => r.page('rid', 20) },
      insert: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.insert(m, { email: 'new@example.com', username: 'newcomer', passwordHash: 'not a hash' }),
          ),
      },
      insertMany: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.insertMany(m, [{ email: 'imported@example.com', username: 'imported', passwordHash: 'x' }]),
          ),
      },
      replacePasswordHash: {
        write: (r, c) => c.inTransaction((m) => r.replacePasswordHash(USER, 'a new hash', m)),
      },
      saveRevision: {
        write: (r, c) => withAccounts(c, (m) => r.saveRevision(m, USER, { bio: 'Street and bowl' })),
      },
      suspend: { write: (r, c) => withAccounts(c, (m) => r.suspend(m, USER, 7)) },
      liftSuspension: { write: (r, c) => withAccounts(c, (m) => r.liftSuspension(m, USER)) },
      deactivate: { write: (r, c) => withAccounts(c, (m) => r.deactivate(m, USER)) },
      reactivate: {
        write: (r, c) =>
          withAccounts(c, async (m) => {
            await c.unrecorded(() => r.deactivate(m, USER));
            return r.reactivate(m, USER);
          }),
      },
    },
  }),
});
