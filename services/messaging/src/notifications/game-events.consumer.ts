import {
  AttemptPostedV1,
  GameCancelledV1,
  GameInvitedV1,
  GAMES_EVENTS,
  GameWonV1,
  InvitationAnsweredV1,
  LetterGivenV1,
  TurnSetV1,
} from '@boonies/contracts/games';
import { type EventContext, EventHandler } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { eventMetaFrom } from '../event-meta';
import { sourceFor } from '../moderation/moderation-events.consumer';
import { NotificationWriter } from './notification-writer.service';
import { GAME_TEXTS, LINKS } from './notification-texts';

/**
 * Tells the players of a game of S.K.A.T.E. what they must know: an invitation, its answer, a trick to
 * match, an attempt to judge, every letter, the result, and a game that ended without one. Each links to
 * the game; the inbox guards against a redelivered event, and the writer's source id against a second
 * notification of the same event.
 */
@Injectable()
export class GameEventsConsumer {
  constructor(private readonly writer: NotificationWriter) {}

  private async tell(
    context: EventContext<object>,
    gameId: string,
    to: readonly string[],
    fromUserId: string | null,
    text: (from: string | null) => string,
  ): Promise<void> {
    for (const userId of to) {
      await this.writer.notify(
        context.manager,
        {
          type: 'game',
          userId,
          fromUserId,
          sourceEventId: sourceFor(context.envelope.id, userId),
          link: LINKS.game(gameId),
          text,
        },
        eventMetaFrom(context),
      );
    }
  }

  @EventHandler(GAMES_EVENTS.gameInvited)
  async onInvited(invite: GameInvitedV1, context: EventContext<GameInvitedV1>): Promise<void> {
    await this.tell(context, invite.gameId, invite.inviteeIds, invite.challengerId, GAME_TEXTS.invited);
  }

  @EventHandler(GAMES_EVENTS.invitationAnswered)
  async onAnswered(answer: InvitationAnsweredV1, context: EventContext<InvitationAnsweredV1>): Promise<void> {
    const text = answer.answer === 'accepted' ? GAME_TEXTS.accepted : GAME_TEXTS.declined;
    await this.tell(context, answer.gameId, [answer.challengerId], answer.playerId, text);
  }

  @EventHandler(GAMES_EVENTS.turnSet)
  async onTurnSet(turn: TurnSetV1, context: EventContext<TurnSetV1>): Promise<void> {
    await this.tell(context, turn.gameId, turn.attempterIds, turn.setterId, GAME_TEXTS.turnSet);
  }

  @EventHandler(GAMES_EVENTS.attemptPosted)
  async onAttemptPosted(attempt: AttemptPostedV1, context: EventContext<AttemptPostedV1>): Promise<void> {
    const text = attempt.bailed ? GAME_TEXTS.bailed : GAME_TEXTS.attemptPosted;
    await this.tell(context, attempt.gameId, [attempt.setterId], attempt.playerId, text);
  }

  @EventHandler(GAMES_EVENTS.letterGiven)
  async onLetterGiven(letter: LetterGivenV1, context: EventContext<LetterGivenV1>): Promise<void> {
    await this.tell(context, letter.gameId, [letter.playerId], null, () =>
      GAME_TEXTS.yourLetter(letter.letters),
    );
    const others = letter.playerIds.filter((id) => id !== letter.playerId);
    await this.tell(context, letter.gameId, others, letter.playerId, (player) =>
      GAME_TEXTS.theirLetter(player, letter.letters),
    );
  }

  @EventHandler(GAMES_EVENTS.gameWon)
  async onWon(won: GameWonV1, context: EventContext<GameWonV1>): Promise<void> {
    await this.tell(context, won.gameId, [won.winnerId], null, GAME_TEXTS.youWon);
    const others = won.playerIds.filter((id) => id !== won.winnerId);
    await this.tell(context, won.gameId, others, won.winnerId, GAME_TEXTS.gameOver);
  }

  /** Nobody is named as the cause: the game simply ended for everyone in it. */
  @EventHandler(GAMES_EVENTS.gameCancelled)
  async onCancelled(cancelled: GameCancelledV1, context: EventContext<GameCancelledV1>): Promise<void> {
    await this.tell(context, cancelled.gameId, cancelled.playerIds, null, GAME_TEXTS.cancelled);
  }
}
