import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** What a puppet account has beyond a user's profile: the level it presents, its experience and its voice. */
@Entity({ name: 'puppet_profiles' })
export class PuppetProfile {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'puppet_profiles_pkey' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'puppet_profiles_user_id_fkey' })
  user?: User;

  @Column({ type: 'smallint' })
  level!: number;

  @Column({ type: 'text' })
  experience!: string;

  /** How admins write as this puppet; never leaves the service. */
  @Column({ type: 'text' })
  tone!: string;
}
