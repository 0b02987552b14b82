import { type ClipDto, type GameTurnHours, type GameView, lettersOf } from '@boonies/contracts/games';
import type { UserSummaryDto } from '@boonies/contracts/social';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ClipMedia, ProjectionsRepository } from '../projections/projections.repository';
import { currentTurn, isDisputed, yourMove } from '../rules/game-rules';
import type { ClipState, GameState } from '../rules/game-state';
import { GamesRepository, type StoredGame } from './games.repository';

interface Lookups {
  users: Map<string, UserSummaryDto>;
  trickNames: Map<string, string>;
  videos: Map<string, ClipMedia>;
}

/** Builds what the web app shows of games: names, trick names and clips from the projections. */
@Injectable()
export class GameViews {
  constructor(
    private readonly games: GamesRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  async one(manager: EntityManager, game: StoredGame, viewerId: string): Promise<GameView> {
    const [view] = await this.many(manager, [game], viewerId);
    return view;
  }

  async many(manager: EntityManager, games: readonly StoredGame[], viewerId: string): Promise<GameView[]> {
    const lookups = await this.lookups(
      manager,
      games.map((game) => game.state),
    );
    const times = await this.games.times(
      manager,
      games.map((game) => game.id),
    );
    return games.map((game) => toGameView(game, times.get(game.id) ?? null, lookups, viewerId));
  }

  private async lookups(manager: EntityManager, states: readonly GameState[]): Promise<Lookups> {
    const userIds = [...new Set(states.flatMap((state) => state.players.map((player) => player.userId)))];
    const trickIds = [
      ...new Set(states.flatMap((state) => state.turns.flatMap((turn) => turn.trickId ?? []))),
    ];
    const postIds = [
      ...new Set(
        states.flatMap((state) =>
          state.turns.flatMap((turn) => [
            ...(turn.set ? [turn.set.postId] : []),
            ...turn.attempts.flatMap((attempt) => (attempt.clip ? [attempt.clip.postId] : [])),
          ]),
        ),
      ),
    ];
    // One query at a time: a transaction's connection runs one.
    const users = await this.projections.userSummaries(manager, userIds);
    const trickNames = await this.projections.trickNames(manager, trickIds);
    const videos = await this.projections.clipMedia(manager, postIds);
    return { users: new Map(users.map((user) => [user.id, user])), trickNames, videos };
  }
}

/** A user the projection has not heard of yet still shows, by id. */
function unknownUser(id: string): UserSummaryDto {
  return {
    id,
    username: 'unknown',
    displayName: null,
    profilePicture: null,
    proStatus: false,
    amateurStatus: false,
    flowStatus: false,
    isBrand: false,
    isVerified: false,
  };
}

export function toGameView(
  game: StoredGame,
  times: { createdAt: Date; updatedAt: Date } | null,
  lookups: Lookups,
  viewerId: string,
): GameView {
  const { state } = game;
  const trick = (id: string | null) => (id ? { id, name: lookups.trickNames.get(id) ?? id } : null);
  const clip = (shown: ClipState | null): ClipDto | null =>
    shown && {
      postId: shown.postId,
      videoUrl: lookups.videos.get(shown.postId)?.videoUrl ?? null,
      media: lookups.videos.get(shown.postId)?.media ?? null,
      postedAt: shown.postedAt,
      verdict: shown.verdict,
      disputed: isDisputed(shown),
      calls: shown.calls.map(({ judgeId, call }) => ({ judgeId, call })),
    };
  const turn = currentTurn(state);
  return {
    id: game.id,
    status: state.status,
    turnHours: state.turnHours as GameTurnHours,
    createdAt: (times?.createdAt ?? new Date(state.createdAt)).toISOString(),
    updatedAt: (times?.updatedAt ?? new Date(state.createdAt)).toISOString(),
    challengerId: state.challengerId,
    players: state.players.map((player) => ({
      user: lookups.users.get(player.userId) ?? unknownUser(player.userId),
      seat: player.seat,
      invitation: player.invitation,
      letters: lettersOf(player.letters),
      out: player.out,
      forfeited: player.forfeited,
    })),
    turn: turn && {
      number: turn.number,
      setterId: turn.setterId,
      phase: turn.phase === 'attempting' ? 'attempting' : 'setting',
      trick: trick(turn.trickId),
      deadline: turn.deadline,
    },
    timeline: state.turns.map((past) => ({
      number: past.number,
      setterId: past.setterId,
      trick: trick(past.trickId),
      outcome: past.outcome,
      set: clip(past.set),
      attempts: past.attempts.map((attempt) => ({
        playerId: attempt.playerId,
        clip: clip(attempt.clip),
        bailed: attempt.bailed,
        result: attempt.result,
      })),
      lettersGiven: past.lettersGiven.map(({ playerId, letter }) => ({ playerId, letter })),
    })),
    winnerId: state.winnerId,
    yourMove: yourMove(state, viewerId),
  };
}
