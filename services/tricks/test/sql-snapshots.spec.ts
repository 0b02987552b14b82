import { LEADERBOARD_FILTERS } from '@boonies/contracts/tricks';
import { describeSqlSnapshots, sqlCatalogue, type SqlCall } from '@boonies/service-testing';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { BenchContentRepository } from '../src/bench-content/bench-content.repository';
import { CatalogueRepository } from '../src/catalogue/catalogue.repository';
import type { CatalogueRow } from '../src/catalogue/catalogue-merge';
import { catalogueFieldsOf } from '../src/catalogue/trick-fields';
import { lockCatalogue, lockUserScore } from '../src/database/advisory-locks.repository';
import {
  LeaderboardRepository,
  type RankedSkater,
  type Ranking,
} from '../src/leaderboard/leaderboard.repository';
import { PolicyFactsRepository } from '../src/access/policy-facts.repository';
import { ProgressRepository } from '../src/progress/progress.repository';
import { ScoresRepository } from '../src/scores/scores.repository';
import { TrendingRepository } from '../src/trending/trending.repository';
import { catalogueEntry } from './support/catalogue-fixture';
import { TricksTestService } from './support/tricks-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const VIEWER = '00000000-0000-4000-8000-000000000001';
const SKATER = '00000000-0000-4000-8000-000000000002';
const POST = '00000000-0000-4000-8000-000000000003';
const TRICK = 'fix-1';
const AT = '2024-01-01T00:00:00.000Z';

/** The advisory locks are two functions, not a class: this gives them the shape a catalogue walks. */
class AdvisoryLocks {
  constructor(readonly dataSource: DataSource) {}
  lockUserScore(manager: EntityManager, userId: string): Promise<void> {
    return lockUserScore(manager, userId);
  }
  lockCatalogue(manager: EntityManager): Promise<void> {
    return lockCatalogue(manager);
  }
}

const NEW_ROW: CatalogueRow = { id: 'snap-1', ...catalogueFieldsOf(catalogueEntry('snap-1')) };
const TRICK_FIELDS = { ...catalogueFieldsOf(catalogueEntry('snap-2')), videoUrl: null };

const RANKED: RankedSkater = {
  userId: SKATER,
  username: 'skater',
  displayName: null,
  profilePicture: null,
  proStatus: false,
  amateurStatus: false,
  flowStatus: false,
  publicScore: 10,
  target: {
    userId: SKATER,
    isActive: true,
    isSuspended: false,
    isBrand: false,
    publicProfile: true,
    showProgress: true,
    showFollowers: true,
    allowMessages: true,
    appearOnLeaderboard: true,
  },
};

/** Each ranking under each filter, from the top and after a row: every statement `page` can send. */
function rankingCalls(): Record<string, SqlCall<LeaderboardRepository>> {
  const calls: Record<string, SqlCall<LeaderboardRepository>> = {};
  for (const ranking of ['shared', 'everyone', 'personal'] as Ranking[]) {
    const viewer = ranking === 'personal' ? VIEWER : undefined;
    for (const filter of LEADERBOARD_FILTERS) {
      calls[`${ranking}, ${filter}, first page`] = (r) => r.page(ranking, filter, 20, viewer);
      calls[`${ranking}, ${filter}, after a row`] = (r) => r.page(ranking, filter, 20, viewer, RANKED);
    }
  }
  return calls;
}

describeSqlSnapshots((label) => TricksTestService.start(label), path.join(__dirname, '../sql'), {
  'advisory-locks.repository': sqlCatalogue({
    repository: AdvisoryLocks,
    calls: {
      lockUserScore: { write: (r, c) => c.inTransaction((m) => r.lockUserScore(m, VIEWER)) },
      lockCatalogue: { write: (r, c) => c.inTransaction((m) => r.lockCatalogue(m)) },
    },
  }),
  'bench-content.repository': sqlCatalogue({
    repository: BenchContentRepository,
    calls: {
      catalogue: { read: (r) => r.catalogue() },
      load: { 'a small load': (r) => r.load({ users: 2, perUser: 2, skaters: [VIEWER] }, [TRICK, 'fix-2']) },
      counts: { read: (r) => r.counts() },
    },
  }),
  'catalogue.repository': sqlCatalogue({
    repository: CatalogueRepository,
    calls: {
      all: { read: (r) => r.all() },
      findById: { read: (r, c) => c.inTransaction((m) => r.findById(m, TRICK)) },
      outlines: { read: (r, c) => c.inTransaction((m) => r.outlines(m)) },
      fingerprint: { read: (r) => r.fingerprint() },
      nextCustomId: { read: (r, c) => c.inTransaction((m) => r.nextCustomId(m)) },
      addByAdmin: { write: (r, c) => c.inTransaction((m) => r.addByAdmin(m, 'custom-1', TRICK_FIELDS)) },
      saveAdminEdit: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const trick = await c.unrecorded(() => r.findById(m, TRICK));
            return r.saveAdminEdit(m, trick!, TRICK_FIELDS);
          }),
      },
      isVersionApplied: { read: (r, c) => c.inTransaction((m) => r.isVersionApplied(m, 'v-snap')) },
      applyVersion: {
        'inserts and updates': (r, c) =>
          c.inTransaction((m) => r.applyVersion(m, 'v-snap', [NEW_ROW], [{ ...NEW_ROW, id: TRICK }])),
      },
      recordVersion: { write: (r, c) => c.inTransaction((m) => r.recordVersion(m, 'v-snap', 1)) },
    },
  }),
  'leaderboard.repository': sqlCatalogue({
    repository: LeaderboardRepository,
    calls: {
      page: rankingCalls(),
      relationsOf: { read: (r) => r.relationsOf(VIEWER, [SKATER]) },
      isBrand: { read: (r) => r.isBrand(SKATER) },
    },
  }),
  'policy-facts.repository': sqlCatalogue({
    repository: PolicyFactsRepository,
    calls: {
      factsAbout: {
        'signed in': (r) => r.factsAbout(SKATER, VIEWER),
        'signed out': (r) => r.factsAbout(SKATER, null),
      },
    },
  }),
  'progress.repository': sqlCatalogue({
    repository: ProgressRepository,
    calls: {
      currentOf: { read: (r, c) => c.inTransaction((m) => r.currentOf(m, VIEWER, TRICK)) },
      save: {
        write: (r, c) =>
          c.inTransaction((m) => r.save(m, VIEWER, TRICK, { learned: true, verified: true }, SKATER)),
      },
      removeAllOf: { write: (r, c) => c.inTransaction((m) => r.removeAllOf(m, VIEWER)) },
      listOf: { read: (r) => r.listOf(VIEWER) },
      keyOf: { read: (r) => r.keyOf(POST) },
      unverified: { read: (r) => r.unverified(20, null) },
      learnedBy: { read: (r) => r.learnedBy(VIEWER) },
      exportOf: { read: (r) => r.exportOf(VIEWER) },
    },
  }),
  'scores.repository': sqlCatalogue({
    repository: ScoresRepository,
    calls: {
      recount: { read: (r, c) => c.inTransaction((m) => r.recount(m, [VIEWER])) },
      learnersOf: { read: (r, c) => c.inTransaction((m) => r.learnersOf(m, [TRICK])) },
      store: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.store(m, [
              {
                userId: VIEWER,
                privateScore: 1,
                publicScore: 1,
                learnedCount: 1,
                verifiedCount: 1,
                level: 1,
              },
            ]),
          ),
      },
      start: { write: (r, c) => c.inTransaction((m) => r.start(m, [VIEWER])) },
      findOf: { read: (r) => r.findOf(VIEWER) },
      exportOf: { read: (r) => r.exportOf(VIEWER) },
    },
  }),
  'trending.repository': sqlCatalogue({
    repository: TrendingRepository,
    calls: {
      top: { read: (r) => r.top(7, 10) },
      tag: { write: (r, c) => c.inTransaction((m) => r.tag(m, POST, [TRICK], AT)) },
      untag: { write: (r, c) => c.inTransaction((m) => r.untag(m, POST)) },
    },
  }),
});
