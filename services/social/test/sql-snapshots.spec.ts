import { DEFAULT_PREFERENCES } from '@boonies/contracts/social';
import { callerFor, describeSqlSnapshots, sqlCatalogue } from '@boonies/service-testing';
import path from 'node:path';
import { OwnEventsRepository } from '../src/auth-intake/own-events.repository';
import { BlocksRepository } from '../src/blocks/blocks.repository';
import { SocialExportRepository } from '../src/export/export.repository';
import { FollowRequestsRepository } from '../src/follow-requests/follow-requests.repository';
import { FollowsRepository } from '../src/follows/follows.repository';
import { SocialGraphRepository } from '../src/follows/social-graph.repository';
import { PeopleRepository } from '../src/people/people.repository';
import { PreferencesRepository } from '../src/preferences/preferences.repository';
import { ProfilesRepository } from '../src/profiles/profiles.repository';
import { UserPostsRepository } from '../src/projections/user-posts.repository';
import { UserScoresRepository } from '../src/projections/user-scores.repository';
import { NEAR_MISS_THRESHOLD } from '../src/search/search-ranking';
import { SearchRepository } from '../src/search/search.repository';
import { SocialTestService } from './support/social-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const POST = '00000000-0000-4000-8000-000000000004';
const AT = '2024-01-01T00:00:00.000Z';
const SCOPE = { callerId: USER, excludeBrands: true };

describeSqlSnapshots((label) => SocialTestService.start(label), path.join(__dirname, '../sql'), {
  'export.repository': sqlCatalogue({
    repository: SocialExportRepository,
    calls: {
      following: { read: (r) => r.following(USER) },
      followers: { read: (r) => r.followers(USER) },
      blocks: { read: (r) => r.blocks(USER) },
    },
  }),
  'people.repository': sqlCatalogue({
    repository: PeopleRepository,
    calls: {
      findById: { read: (r) => r.findById(USER) },
      findAskedBy: { read: (r) => r.findAskedBy(callerFor(OTHER), USER) },
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
  'blocks.repository': sqlCatalogue({
    repository: BlocksRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, USER, OTHER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, USER, OTHER)) },
      blockedBy: { read: (r) => r.blockedBy(USER) },
    },
  }),
  'follow-requests.repository': sqlCatalogue({
    repository: FollowRequestsRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, USER, OTHER)) },
      delete: { write: (r, c) => c.inTransaction((m) => r.delete(m, USER, OTHER)) },
      requesterIds: { read: (r, c) => c.inTransaction((m) => r.requesterIds(m, OTHER)) },
      incoming: { read: (r) => r.incoming(OTHER) },
    },
  }),
  'follows.repository': sqlCatalogue({
    repository: FollowsRepository,
    calls: {
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, USER, OTHER)) },
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
      lockCreating: { write: (r, c) => c.inTransaction((m) => r.lockCreating(m, USER)) },
      save: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const preferences = await c.unrecorded(() => r.lockCreating(m, USER));
            return r.save(m, Object.assign(preferences, { theme: 'dark' }));
          }),
      },
      saveIfNewer: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.saveIfNewer(m, {
              userId: USER,
              notifications: DEFAULT_PREFERENCES.notifications,
              privacy: DEFAULT_PREFERENCES.privacy,
              updatedAt: AT,
            }),
          ),
      },
    },
  }),
  'own-events.repository': sqlCatalogue({
    repository: OwnEventsRepository,
    calls: {
      wroteEvent: { read: (r, c) => c.inTransaction((m) => r.wroteEvent(m, USER)) },
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
});
