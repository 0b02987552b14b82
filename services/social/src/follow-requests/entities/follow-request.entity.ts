import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** `requesterId` asked to follow the private profile of `targetId`, who has not answered yet. */
@Entity({ name: 'follow_requests' })
@Check('follow_requests_not_self', '"requester_id" <> "target_id"')
// Newest first in the migration, which decorators cannot express.
@Index('follow_requests_target_id_created_idx', ['targetId', 'createdAt', 'requesterId'])
export class FollowRequest {
  @PrimaryColumn({ name: 'requester_id', type: 'uuid' })
  requesterId!: string;

  @PrimaryColumn({ name: 'target_id', type: 'uuid' })
  targetId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt!: Date;
}
