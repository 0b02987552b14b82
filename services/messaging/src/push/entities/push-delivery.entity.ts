import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A push sent, by what it was about (a notification's or a message's id) and the subscription: the same
 * thing is never pushed twice to one device, however often its event arrives.
 */
@Entity({ name: 'push_deliveries' })
export class PushDelivery {
  @PrimaryColumn({ name: 'source_id', type: 'uuid', primaryKeyConstraintName: 'push_deliveries_pkey' })
  sourceId!: string;

  @PrimaryColumn({ name: 'subscription_id', type: 'uuid', primaryKeyConstraintName: 'push_deliveries_pkey' })
  subscriptionId!: string;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
