import { UserColumn } from '@boonies/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The name of an account, from the auth service's events, so the audit log says who rather than an id. */
@Entity({ name: 'people' })
export class Person {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'people_pkey' })
  userId!: string;

  @UserColumn('username')
  username!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
