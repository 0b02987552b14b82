import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type CreateGameDto,
  DEFAULT_GAME_TURN_HOURS,
  GAME_MESSAGES,
  type GameCall,
  type GameListQuery,
  type GamePageDto,
  GAMES_PAGE_SIZE,
  type GameView,
} from '@boonies/contracts/games';
import type { EventMeta } from '@boonies/messaging';
import { DomainError } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type EntityManager } from 'typeorm';
import { decide } from '../access/account-facts';
import { AccountFactsRepository } from '../access/account-facts.repository';
import { checkMayPlay, checkMayView } from '../access/caller-access';
import { eventMetaOf } from '../event-meta';
import { NO_SUCH_GAME, policyRefusal, ruleRefusal } from '../access/refusals';
import { ProjectionsRepository } from '../projections/projections.repository';
import * as rules from '../rules/game-rules';
import type { GameState } from '../rules/game-state';
import { GameStore } from './game-store';
import { GameViews } from './game-view';
import { GamesRepository } from './games.repository';

/**
 * How long a set or attempt waits for its trick video to reach this service's copy of the posts: well
 * within the gateway's wait for an answer.
 */
const VIDEO_WAIT_MS = 3000;

/** Challenges, moves and reads. Every change is saved with its events in one transaction under the game's lock. */
@Injectable()
export class GamesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GamesRepository,
    private readonly store: GameStore,
    private readonly views: GameViews,
    private readonly accounts: AccountFactsRepository,
    private readonly projections: ProjectionsRepository,
  ) {}

  /** A challenge, if the access policy lets the caller challenge each opponent. */
  async create(caller: CallerIdentity, dto: CreateGameDto, correlationId: string): Promise<GameView> {
    const opponentIds = dto.opponentIds;
    if (opponentIds.includes(caller.userId)) throw new DomainError('FORBIDDEN', GAME_MESSAGES.notYourself);
    return this.dataSource.transaction(async (manager) => {
      const facts = await this.accounts.factsFor(manager, caller.userId, [caller.userId, ...opponentIds]);
      const self = facts.find((account) => account.userId === caller.userId);
      for (const opponentId of opponentIds) {
        const opponent = facts.find((account) => account.userId === opponentId);
        if (!opponent) throw new DomainError('NOT_FOUND', GAME_MESSAGES.unknownSkater);
        const refusal = policyRefusal(
          decide('challenge', caller, self?.isBrand ?? false, opponent),
          GAME_MESSAGES.unknownSkater,
        );
        if (refusal) throw refusal;
      }
      const step = rules.newGame({
        challengerId: caller.userId,
        opponentIds,
        turnHours: dto.turnHours ?? DEFAULT_GAME_TURN_HOURS,
        now: new Date().toISOString(),
      });
      const stored = await this.store.insert(manager, randomUUID(), step, eventMetaOf(caller, correlationId));
      return this.views.one(manager, stored, caller.userId);
    });
  }

  async get(caller: CallerIdentity, id: string): Promise<GameView> {
    const game = await this.games.find(this.dataSource.manager, id);
    if (!game) throw NO_SUCH_GAME();
    checkMayView(caller, game.state);
    return this.views.one(this.dataSource.manager, game, caller.userId);
  }

  /** The caller's games, newest activity first: active (and invited) or finished. */
  async list(caller: CallerIdentity, query: GameListQuery): Promise<GamePageDto> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await this.games.listForPlayer(
      this.dataSource.manager,
      caller.userId,
      query.status === 'finished',
      after,
      GAMES_PAGE_SIZE + 1,
    );
    const page = rows.slice(0, GAMES_PAGE_SIZE);
    const last = page.at(-1);
    return {
      games: await this.views.many(this.dataSource.manager, page, caller.userId),
      nextCursor: rows.length > GAMES_PAGE_SIZE && last ? encodeCursor(last.listedAt, last.id) : null,
    };
  }

  answer(caller: CallerIdentity, id: string, accept: boolean, correlationId: string): Promise<GameView> {
    return this.play(caller, id, correlationId, (state, now) =>
      rules.answerInvitation(state, caller.userId, accept, now),
    );
  }

  async setTrick(
    caller: CallerIdentity,
    id: string,
    trickId: string,
    postId: string,
    correlationId: string,
  ): Promise<GameView> {
    await this.checkPlayer(caller, id);
    const video = await this.ownVideo(caller, postId);
    if (!video.trickIds.includes(trickId)) throw new DomainError('CONFLICT', GAME_MESSAGES.clipTrick);
    return this.play(caller, id, correlationId, async (state, now, manager) => {
      const step = rules.setTrick(state, caller.userId, trickId, video, now);
      return this.withClip(manager, id, postId, trickId, step, now);
    });
  }

  async attempt(
    caller: CallerIdentity,
    id: string,
    postId: string,
    correlationId: string,
  ): Promise<GameView> {
    await this.checkPlayer(caller, id);
    const video = await this.ownVideo(caller, postId);
    return this.play(caller, id, correlationId, async (state, now, manager) => {
      const trickId = rules.currentTurn(state)?.trickId;
      if (trickId && !video.trickIds.includes(trickId)) {
        throw new DomainError('CONFLICT', GAME_MESSAGES.clipTrick);
      }
      const step = rules.postAttempt(state, caller.userId, video, now);
      return this.withClip(manager, id, postId, trickId ?? '', step, now);
    });
  }

  bail(caller: CallerIdentity, id: string, correlationId: string): Promise<GameView> {
    return this.play(caller, id, correlationId, (state, now) => rules.bail(state, caller.userId, now));
  }

  call(caller: CallerIdentity, id: string, postId: string, call: GameCall, correlationId: string) {
    return this.play(caller, id, correlationId, (state, now) =>
      rules.callClip(state, caller.userId, postId, call, now),
    );
  }

  forfeit(caller: CallerIdentity, id: string, correlationId: string): Promise<GameView> {
    return this.play(caller, id, correlationId, (state, now) => rules.forfeit(state, caller.userId, now));
  }

  /**
   * Ends, without a result, every game in progress the two users are both in: one blocked the other, so
   * they can no longer play together. Runs in the caller's transaction (the block event's).
   */
  async cancelGamesBetween(
    manager: EntityManager,
    userIds: readonly [string, string],
    meta: EventMeta,
  ): Promise<void> {
    const games = await this.games.lockInProgressBetween(manager, userIds);
    const now = new Date().toISOString();
    for (const game of games) await this.store.save(manager, game, rules.cancel(game.state, now), now, meta);
  }

  /** Who may not play the game learns so before any wait for a trick video. */
  private async checkPlayer(caller: CallerIdentity, id: string): Promise<void> {
    const game = await this.games.find(this.dataSource.manager, id);
    if (!game) throw NO_SUCH_GAME();
    checkMayPlay(caller, game.state);
  }

  /** Applies one move of a player to the locked game and saves it with its events. */
  private play(
    caller: CallerIdentity,
    id: string,
    correlationId: string,
    move: (state: GameState, now: string, manager: EntityManager) => rules.GameStep | Promise<rules.GameStep>,
  ): Promise<GameView> {
    return this.dataSource.transaction(async (manager) => {
      const game = await this.games.lock(manager, id);
      if (!game) throw NO_SUCH_GAME();
      checkMayPlay(caller, game.state);
      const now = new Date().toISOString();
      let step: rules.GameStep;
      try {
        step = await move(game.state, now, manager);
      } catch (error) {
        throw ruleRefusal(error);
      }
      const saved = await this.store.save(manager, game, step, now, eventMetaOf(caller, correlationId));
      return this.views.one(manager, saved, caller.userId);
    });
  }

  /** Claims the clip for the game and applies what the community already said of it. */
  private async withClip(
    manager: EntityManager,
    gameId: string,
    postId: string,
    trickId: string,
    step: rules.GameStep,
    now: string,
  ): Promise<rules.GameStep> {
    await this.games.claimClip(manager, gameId, postId, GAME_MESSAGES.clipUsed);
    const tally = await this.projections.tally(manager, postId, trickId);
    if (!tally) return step;
    const next = rules.recordTally(step.state, postId, tally, now);
    return { state: next.state, happenings: [...step.happenings, ...next.happenings] };
  }

  /**
   * The caller's trick video. The web app posts it just before playing it, so its copy may still be on its
   * way here: wait for it a little before refusing.
   */
  private async ownVideo(caller: CallerIdentity, postId: string) {
    const started = Date.now();
    for (;;) {
      const video = await this.projections.trickVideo(this.dataSource.manager, postId);
      if (video) {
        if (video.userId !== caller.userId) throw new DomainError('FORBIDDEN', GAME_MESSAGES.clipNotYours);
        return { postId, trickIds: video.trickIds, postedAt: video.postedAt.toISOString() };
      }
      if (Date.now() - started > VIDEO_WAIT_MS) throw new DomainError('NOT_FOUND', GAME_MESSAGES.unknownClip);
      await sleep(200);
    }
  }
}

export function encodeCursor(updatedAt: Date, id: string): string {
  return Buffer.from(`${updatedAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { updatedAt: string; id: string } {
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!updatedAt || !id || Number.isNaN(Date.parse(updatedAt)) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new DomainError('VALIDATION_FAILED', GAME_MESSAGES.cursor, { field: 'cursor' });
  }
  return { updatedAt, id };
}
