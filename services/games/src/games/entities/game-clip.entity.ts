import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Game } from './game.entity';

/** Which game a trick video is played in: a video serves one game, once. */
@Entity({ name: 'game_clips' })
export class GameClip {
  @PrimaryColumn({ name: 'post_id', type: 'uuid', primaryKeyConstraintName: 'game_clips_pkey' })
  postId!: string;

  @Column({ name: 'game_id', type: 'uuid' })
  gameId!: string;

  @ManyToOne(() => Game, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'game_clips_game_fkey' })
  game?: Game;
}
