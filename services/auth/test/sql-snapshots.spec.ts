import { PUPPET_PRESETS } from '@boonies/contracts';
import { describeSqlSnapshots, sqlCatalogue, type SqlCallContext } from '@boonies/service-testing';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { PuppetsRepository } from '../src/admin/puppets.repository';
import { AuthExportRepository } from '../src/export/export.repository';
import { SponsorshipsRepository } from '../src/projections/sponsorships.repository';
import { UserPostsRepository } from '../src/projections/user-posts.repository';
import { UserScoresRepository } from '../src/projections/user-scores.repository';
import { SessionsRepository } from '../src/sessions/sessions.repository';
import { BlocksRepository } from '../src/social/blocks/blocks.repository';
import { FollowRequestsRepository } from '../src/social/follow-requests/follow-requests.repository';
import { FollowsRepository } from '../src/social/follows/follows.repository';
import { SocialGraphRepository } from '../src/social/follows/social-graph.repository';
import { PreferencesRepository } from '../src/social/preferences/preferences.repository';
import { ProfilesRepository } from '../src/social/profiles/profiles.repository';
import { NEAR_MISS_THRESHOLD } from '../src/social/search/search-ranking';
import { SearchRepository } from '../src/social/search/search.repository';
import { User } from '../src/users/entities/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { AuthTestService } from './support/auth-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const SESSION = '00000000-0000-4000-8000-000000000003';
const POST = '00000000-0000-4000-8000-000000000004';
const SPONSORSHIP = '00000000-0000-4000-8000-000000000005';
const AT = '2024-01-01T00:00:00.000Z';
const SCOPE = { callerId: USER, excludeBrands: true };

/**
 * Writes the two accounts a call's rows refer to (follows, blocks, sessions and preferences reference
 * users), unrecorded and inside the call's transaction, so they are rolled back with it.
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
      following: { read: (r) => r.following(USER) },
      followers: { read: (r) => r.followers(USER) },
      blocks: { read: (r) => r.blocks(USER) },
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
    },
  }),
  'user-posts.repository': sqlCatalogue({
    repository: UserPostsRepository,
    calls: {
      recordCreated: { write: (r, c) => c.inTransaction((m) => r.recordCreated(m, POST, USER, AT)) },
      recordDeleted: { write: (r, c) => c.inTransaction((m) => r.recordDeleted(m, POST, USER, AT)) },
    },
  }),
  'user-scores.repository': sqlCatalogue({
    repository: UserScoresRepository,
    calls: {
      apply: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.apply(m, { userId: USER, privateScore: 120, publicScore: 80, level: 3, occurredAt: AT }),
          ),
      },
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
  'blocks.repository': sqlCatalogue({
    repository: BlocksRepository,
    calls: {
      insert: { write: (r, c) => withAccounts(c, (m) => r.insert(m, USER, OTHER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, USER, OTHER)) },
      blockedBy: { read: (r) => r.blockedBy(USER) },
    },
  }),
  'follow-requests.repository': sqlCatalogue({
    repository: FollowRequestsRepository,
    calls: {
      insert: { write: (r, c) => withAccounts(c, (m) => r.insert(m, USER, OTHER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, USER, OTHER)) },
      requesterIds: { read: (r, c) => c.inTransaction((m) => r.requesterIds(m, OTHER)) },
      incoming: { read: (r) => r.incoming(OTHER) },
    },
  }),
  'follows.repository': sqlCatalogue({
    repository: FollowsRepository,
    calls: {
      insert: { write: (r, c) => withAccounts(c, (m) => r.insert(m, USER, OTHER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, USER, OTHER)) },
      page: {
        // The cursor is a parameter: only the list changes the statement.
        followers: (r) => r.page(OTHER, 'followers', { createdAt: AT, userId: USER }, 20, USER),
        following: (r) => r.page(OTHER, 'following', undefined, 20, USER),
      },
    },
  }),
  'social-graph.repository': sqlCatalogue({
    repository: SocialGraphRepository,
    calls: {
      relation: { read: (r) => r.relation(USER, OTHER) },
      lockPair: { write: (r, c) => c.inTransaction((m) => r.lockPair(m, USER, OTHER)) },
    },
  }),
  'preferences.repository': sqlCatalogue({
    repository: PreferencesRepository,
    calls: {
      find: { read: (r) => r.find(USER) },
      lockCreating: { write: (r, c) => withAccounts(c, (m) => r.lockCreating(m, USER)) },
      save: {
        write: (r, c) =>
          withAccounts(c, async (m) => {
            const preferences = await c.unrecorded(() => r.lockCreating(m, USER));
            return r.save(m, Object.assign(preferences, { theme: 'dark' }));
          }),
      },
    },
  }),
  'profiles.repository': sqlCatalogue({
    repository: ProfilesRepository,
    calls: {
      facts: { read: (r) => r.facts(USER) },
      isSponsored: { read: (r) => r.isSponsored(USER) },
    },
  }),
  'search.repository': sqlCatalogue({
    repository: SearchRepository,
    calls: {
      matches: { read: (r) => r.matches(SCOPE, 'rid', true) },
      // With the threshold the service sets, so the snapshot shows it.
      nearMisses: { read: (r) => r.nearMisses(SCOPE, 'ridr', NEAR_MISS_THRESHOLD) },
      directory: { read: (r) => r.directory(USER, null, 20) },
      levelOf: { read: (r) => r.levelOf(USER) },
      suggestionCandidates: {
        // Its two statements go out together, each on a connection of its own: with idle connections to
        // take, they leave in the order they are asked for, so the snapshot lists them in a stable order.
        read: async (r, c) => {
          await c.unrecorded(() => Promise.all([r.levelOf(USER), r.levelOf(OTHER)]));
          return r.suggestionCandidates(USER, 3);
        },
      },
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
