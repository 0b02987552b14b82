import { describeSqlSnapshots, sqlCatalogue } from '@boonies/service-testing';
import path from 'node:path';
import { AccountFactsRepository } from '../src/access/account-facts.repository';
import { GamesRepository, type PlayerRow, type StoredGame } from '../src/games/games.repository';
import { ProjectionsRepository } from '../src/projections/projections.repository';
import { RecordsRepository } from '../src/records/records.repository';
import { newGame } from '../src/rules/game-rules';
import { StandingFactsRepository } from '../src/standing/standing-facts.repository';
import { GamesTestService } from './support/games-test-service';

// Representative arguments: the statements' text does not depend on them, only on which variant they pick.
const VIEWER = '00000000-0000-4000-8000-000000000001';
const OPPONENT = '00000000-0000-4000-8000-000000000002';
const GAME = '00000000-0000-4000-8000-000000000003';
const POST = '00000000-0000-4000-8000-000000000004';
const AT = '2024-01-01T00:00:00.000Z';

const GAME_ROW: StoredGame = {
  id: GAME,
  state: newGame({ challengerId: VIEWER, opponentIds: [OPPONENT], turnHours: 24, now: AT }).state,
  revision: 1,
};

const PLAYER: PlayerRow = { userId: VIEWER, seat: 0, invitation: 'accepted', result: null, finished: false };

describeSqlSnapshots((label) => GamesTestService.start(label), path.join(__dirname, '../sql'), {
  'account-facts.repository': sqlCatalogue({
    repository: AccountFactsRepository,
    calls: { factsFor: { read: (r, c) => c.inTransaction((m) => r.factsFor(m, VIEWER, [OPPONENT])) } },
  }),
  'games.repository': sqlCatalogue({
    repository: GamesRepository,
    calls: {
      find: { read: (r, c) => c.inTransaction((m) => r.find(m, GAME)) },
      lock: { read: (r, c) => c.inTransaction((m) => r.lock(m, GAME)) },
      lockDue: { read: (r, c) => c.inTransaction((m) => r.lockDue(m, new Date(AT), 20)) },
      lockInProgressBetween: {
        read: (r, c) => c.inTransaction((m) => r.lockInProgressBetween(m, [VIEWER, OPPONENT])),
      },
      insert: { write: (r, c) => c.inTransaction((m) => r.insert(m, GAME_ROW, AT, AT)) },
      update: { write: (r, c) => c.inTransaction((m) => r.update(m, GAME_ROW, AT, AT)) },
      writePlayers: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            await c.unrecorded(() => r.insert(m, GAME_ROW, AT, AT));
            return r.writePlayers(m, GAME, [PLAYER], AT);
          }),
      },
      listForPlayer: {
        read: (r, c) => c.inTransaction((m) => r.listForPlayer(m, VIEWER, false, null, 20)),
      },
      times: { read: (r, c) => c.inTransaction((m) => r.times(m, [GAME])) },
      exportFor: { read: (r, c) => c.inTransaction((m) => r.exportFor(m, VIEWER)) },
      claimClip: {
        write: (r, c) =>
          c.inTransaction(async (m) => {
            await c.unrecorded(() => r.insert(m, GAME_ROW, AT, AT));
            return r.claimClip(m, GAME, POST, 'already claimed');
          }),
      },
      gameOfClip: { read: (r, c) => c.inTransaction((m) => r.gameOfClip(m, POST)) },
    },
  }),
  'projections.repository': sqlCatalogue({
    repository: ProjectionsRepository,
    calls: {
      userSummaries: { read: (r, c) => c.inTransaction((m) => r.userSummaries(m, [VIEWER])) },
      trickNames: { read: (r, c) => c.inTransaction((m) => r.trickNames(m, ['fix-1'])) },
      clipMedia: { read: (r, c) => c.inTransaction((m) => r.clipMedia(m, [POST])) },
      trickVideo: { read: (r, c) => c.inTransaction((m) => r.trickVideo(m, POST)) },
      tally: { read: (r, c) => c.inTransaction((m) => r.tally(m, POST, 'fix-1')) },
      decideVerification: {
        write: (r, c) =>
          c.inTransaction((m) =>
            r.decideVerification(m, POST, 'fix-1', { isVerified: true, rejected: false }),
          ),
      },
    },
  }),
  'records.repository': sqlCatalogue({
    repository: RecordsRepository,
    calls: {
      recordOf: { read: (r, c) => c.inTransaction((m) => r.recordOf(m, VIEWER)) },
      ranking: { read: (r, c) => c.inTransaction((m) => r.ranking(m)) },
    },
  }),
  'standing-facts.repository': sqlCatalogue({
    repository: StandingFactsRepository,
    calls: {
      recordSignUp: { write: (r, c) => c.inTransaction((m) => r.recordSignUp(m, VIEWER, AT)) },
      recordWarning: { write: (r, c) => c.inTransaction((m) => r.recordWarning(m, GAME, VIEWER, AT)) },
      recordSuspension: { write: (r, c) => c.inTransaction((m) => r.recordSuspension(m, GAME, VIEWER, AT)) },
      factsOf: { read: (r, c) => c.inTransaction((m) => r.factsOf(m, [VIEWER], 30)) },
    },
  }),
});
