import { describeSqlSnapshots, sqlCatalogue } from '@boonies/service-testing';
import path from 'node:path';
import { AccessFactsRepository } from '../src/access/access-facts.repository';
import { VotersRepository } from '../src/projections/voters.repository';
import { StandingReportsRepository } from '../src/verifications/standing-reports.repository';
import { type StoredCount, VerificationsRepository } from '../src/verifications/verifications.repository';
import { VotesRepository } from '../src/verifications/votes.repository';
import { VerificationTestService } from './support/verification-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const VIEWER = '00000000-0000-4000-8000-000000000001';
const POSTER = '00000000-0000-4000-8000-000000000002';
const POST = '00000000-0000-4000-8000-000000000003';
const VERIFICATION = '00000000-0000-4000-8000-000000000004';
const CASE = '00000000-0000-4000-8000-000000000005';
const AT = '2024-01-01T00:00:00.000Z';

const COUNT: StoredCount = {
  votesFor: 1,
  votesAgainst: 0,
  makeWeight: 1,
  fakeWeight: 0,
  makeVoters: 1,
  makeShareMet: false,
  discountedVotes: 0,
  isVerified: false,
  settledBy: null,
  contests: false,
  releases: false,
};

describeSqlSnapshots((label) => VerificationTestService.start(label), path.join(__dirname, '../sql'), {
  'access-facts.repository': sqlCatalogue({
    repository: AccessFactsRepository,
    calls: {
      factsAbout: { read: (r, c) => c.inTransaction((m) => r.factsAbout(m, VIEWER, POSTER, POST)) },
    },
  }),
  'voters.repository': sqlCatalogue({
    repository: VotersRepository,
    calls: {
      recordSignUp: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.recordSignUp(m, { userId: VIEWER, signedUpAt: AT, addressHash: null, deviceHash: null }),
          ),
      },
      recordWarning: { write: (r, c) => c.inTransaction((m) => r.recordWarning(m, CASE, VIEWER, AT)) },
      recordSuspension: {
        write: (r, c) => c.inTransaction((m) => r.recordSuspension(m, CASE, VIEWER, AT, AT)),
      },
      signalsOf: { read: (r, c) => c.inTransaction((m) => r.signalsOf(m, [VIEWER])) },
      standingFactsOf: {
        read: (r, c) => c.inTransaction((m) => r.standingFactsOf(m, [VIEWER], 30)),
        'recording a first sight': (r, c) =>
          c.inTransaction((m) => r.standingFactsOf(m, [VIEWER], 30, { recordFirstSeen: true })),
      },
    },
  }),
  'standing-reports.repository': sqlCatalogue({
    repository: StandingReportsRepository,
    calls: {
      record: {
        write: (r, c) => c.inTransaction((m) => r.record(m, { postId: POST, caseId: CASE, reportId: CASE })),
      },
      dismissCase: { write: (r, c) => c.inTransaction((m) => r.dismissCase(m, POST, CASE)) },
      anyOf: { read: (r, c) => c.inTransaction((m) => r.anyOf(m, POST)) },
    },
  }),
  'verifications.repository': sqlCatalogue({
    repository: VerificationsRepository,
    calls: {
      open: { write: (r, c) => c.inTransaction((m) => r.open(m, POST, POSTER, ['fix-1'])) },
      lock: { read: (r, c) => c.inTransaction((m) => r.lock(m, VERIFICATION)) },
      lockPost: { read: (r, c) => c.inTransaction((m) => r.lockPost(m, POST)) },
      find: { read: (r, c) => c.inTransaction((m) => r.find(m, VERIFICATION)) },
      forPost: { read: (r) => r.forPost(POST) },
      contested: { read: (r, c) => c.inTransaction((m) => r.contested(m, 20)) },
      storeCount: { write: (r, c) => c.inTransaction((m) => r.storeCount(m, VERIFICATION, COUNT)) },
      contest: { write: (r, c) => c.inTransaction((m) => r.contest(m, [VERIFICATION], 'reported')) },
      decide: { write: (r, c) => c.inTransaction((m) => r.decide(m, VERIFICATION, true, VIEWER, null)) },
      approve: { write: (r, c) => c.inTransaction((m) => r.approve(m, [VERIFICATION], VIEWER)) },
      reject: { write: (r, c) => c.inTransaction((m) => r.reject(m, [VERIFICATION], VIEWER)) },
      remove: { write: (r, c) => c.inTransaction((m) => r.remove(m, [VERIFICATION])) },
      isTrickVerified: { read: (r, c) => c.inTransaction((m) => r.isTrickVerified(m, POSTER, 'fix-1')) },
      lockPosterTricks: {
        write: (r, c) => c.inTransaction((m) => r.lockPosterTricks(m, [`${POSTER}:fix-1`])),
      },
      exportOf: { read: (r) => r.exportOf(POSTER) },
    },
  }),
  'votes.repository': sqlCatalogue({
    repository: VotesRepository,
    calls: {
      cast: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            const [opened] = await c.unrecorded(() =>
              new VerificationsRepository(m.connection).open(m, POST, POSTER, ['fix-1']),
            );
            return r.cast(m, opened.id, { userId: VIEWER, vote: true, weight: 1 });
          }),
      },
      votedOnBy: { read: (r, c) => c.inTransaction((m) => r.votedOnBy(m, VIEWER)) },
      withdraw: { write: (r, c) => c.inTransaction((m) => r.withdraw(m, VERIFICATION, VIEWER)) },
      countingVotesOf: { read: (r, c) => c.inTransaction((m) => r.countingVotesOf(m, [VERIFICATION])) },
      voteOf: { read: (r) => r.voteOf(VERIFICATION, VIEWER) },
      exportOf: { read: (r) => r.exportOf(VIEWER) },
    },
  }),
});
