import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { GameState } from '../../rules/game-state';

/** A game: its whole state as one document, and the next deadline the scheduler wakes it for. */
@Entity({ name: 'games' })
@Check('games_status', `"status" IN ('invited', 'active', 'finished', 'declined', 'expired', 'cancelled')`)
@Index('games_deadline_idx', ['deadline'], { where: '"deadline" IS NOT NULL' })
export class Game {
  @PrimaryColumn({ name: 'id', type: 'uuid', primaryKeyConstraintName: 'games_pkey' })
  id!: string;

  @Column({ name: 'status', type: 'text' })
  status!: string;

  @Column({ name: 'challenger_id', type: 'uuid' })
  challengerId!: string;

  @Column({ name: 'state', type: 'jsonb' })
  state!: GameState;

  @Column({ name: 'deadline', type: 'timestamptz', nullable: true })
  deadline!: Date | null;

  /** Grows with every change: the live push and the list order follow it. */
  @Column({ name: 'revision', type: 'integer' })
  revision!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
