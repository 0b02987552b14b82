import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Game } from './game.entity';

/** A player's seat in a game, copied from its state for the lists, records and the leaderboard. */
@Entity({ name: 'game_players' })
@Check('game_players_invitation', `"invitation" IN ('pending', 'accepted', 'declined')`)
@Check('game_players_result', `"result" IN ('won', 'lost')`)
@Index('game_players_user_idx', ['userId', 'finished', 'updatedAt', 'gameId'])
export class GamePlayer {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'game_players_pkey' })
  gameId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'game_players_pkey' })
  userId!: string;

  @Column({ name: 'seat', type: 'integer' })
  seat!: number;

  @Column({ name: 'invitation', type: 'text' })
  invitation!: string;

  /** Once the game is finished: `won` or `lost` for those who played it. */
  @Column({ name: 'result', type: 'text', nullable: true })
  result!: 'won' | 'lost' | null;

  /** The game ended (finished, declined, expired or cancelled): the Finished tab. */
  @Column({ name: 'finished', type: 'boolean', default: false })
  finished!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ManyToOne(() => Game, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'game_players_game_fkey' })
  game?: Game;
}
