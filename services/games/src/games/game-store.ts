import { GAMES_EVENTS } from '@boonies/contracts/games';
import { type EventMeta, Outbox } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { countedResults, participantIds } from '../rules/game-results';
import { type GameHappening, type GameStep, nextDeadline } from '../rules/game-rules';
import type { GameState } from '../rules/game-state';
import { PlayerStanding } from '../standing/player-standing';
import { GamesRepository, type PlayerRow, type StoredGame } from './games.repository';

/**
 * Saves games with what happened to them, in the caller's transaction: the game row, the players' rows the
 * lists read, and one outbox event per happening plus `game-changed` for the live push.
 */
@Injectable()
export class GameStore {
  constructor(
    private readonly games: GamesRepository,
    private readonly outbox: Outbox,
    private readonly standing: PlayerStanding,
  ) {}

  /** Writes a new game and announces what happened. */
  async insert(manager: EntityManager, id: string, step: GameStep, meta: EventMeta): Promise<StoredGame> {
    const { state } = step;
    const stored = { id, state, revision: 1 };
    await this.games.insert(manager, stored, nextDeadline(state), state.createdAt);
    await this.games.writePlayers(manager, id, await this.playerRows(manager, state), state.createdAt);
    await this.announce(manager, stored, step.happenings, meta);
    return stored;
  }

  /** Saves a step of a locked game, unless it changed nothing. */
  async save(
    manager: EntityManager,
    before: StoredGame,
    step: GameStep,
    now: string,
    meta: EventMeta,
  ): Promise<StoredGame> {
    if (JSON.stringify(before.state) === JSON.stringify(step.state)) return before;
    const { state } = step;
    const stored = { id: before.id, state, revision: before.revision + 1 };
    await this.games.update(manager, stored, nextDeadline(state), now);
    await this.games.writePlayers(manager, stored.id, await this.playerRows(manager, state), now);
    await this.announce(manager, stored, step.happenings, meta);
    return stored;
  }

  /**
   * Each player's row: a game ended in any way is on the Finished tab; a finished one has a result for
   * those it counts for (`countedResults`), by the standing of its players as it ends.
   */
  private async playerRows(manager: EntityManager, state: GameState): Promise<PlayerRow[]> {
    const finished = !['invited', 'active'].includes(state.status);
    const withStanding =
      state.status === 'finished'
        ? await this.standing.withStanding(manager, participantIds(state))
        : new Set<string>();
    const results = countedResults(state, withStanding);
    return state.players.map((player) => ({
      userId: player.userId,
      seat: player.seat,
      invitation: player.invitation,
      result: results.get(player.userId) ?? null,
      finished,
    }));
  }

  private async announce(
    manager: EntityManager,
    game: StoredGame,
    happenings: GameHappening[],
    meta: EventMeta,
  ): Promise<void> {
    const { id: gameId, state } = game;
    const playerIds = state.players.map((player) => player.userId);
    const challengerId = state.challengerId;
    for (const happening of happenings) {
      switch (happening.type) {
        case 'invited':
          await this.outbox.append(
            manager,
            GAMES_EVENTS.gameInvited,
            { gameId, challengerId, inviteeIds: happening.inviteeIds, turnHours: state.turnHours },
            meta,
          );
          break;
        case 'answered':
          await this.outbox.append(
            manager,
            GAMES_EVENTS.invitationAnswered,
            { gameId, challengerId, playerId: happening.playerId, answer: happening.answer },
            meta,
          );
          break;
        case 'started':
          await this.outbox.append(
            manager,
            GAMES_EVENTS.gameStarted,
            {
              gameId,
              playerIds: happening.playerIds,
              setterId: happening.setterId,
              startedAt: state.turns[0]?.startedAt ?? new Date().toISOString(),
            },
            meta,
          );
          break;
        case 'turnSet': {
          const { type: _type, ...turn } = happening;
          await this.outbox.append(manager, GAMES_EVENTS.turnSet, { gameId, ...turn }, meta);
          break;
        }
        case 'attemptPosted': {
          const { type: _type, ...attempt } = happening;
          await this.outbox.append(manager, GAMES_EVENTS.attemptPosted, { gameId, ...attempt }, meta);
          break;
        }
        case 'letterGiven': {
          const { type: _type, ...letter } = happening;
          await this.outbox.append(manager, GAMES_EVENTS.letterGiven, { gameId, ...letter, playerIds }, meta);
          break;
        }
        case 'won':
          await this.outbox.append(
            manager,
            GAMES_EVENTS.gameWon,
            {
              gameId,
              winnerId: happening.winnerId,
              playerIds: state.players.filter((p) => p.invitation === 'accepted').map((p) => p.userId),
              finishedAt: state.finishedAt ?? new Date().toISOString(),
            },
            meta,
          );
          break;
        case 'cancelled':
          await this.outbox.append(
            manager,
            GAMES_EVENTS.gameCancelled,
            {
              gameId,
              playerIds: happening.playerIds,
              cancelledAt: state.finishedAt ?? new Date().toISOString(),
            },
            meta,
          );
          break;
      }
    }
    await this.outbox.append(
      manager,
      GAMES_EVENTS.gameChanged,
      { gameId, playerIds, status: state.status, revision: game.revision },
      meta,
    );
  }
}
