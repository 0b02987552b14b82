import type { SponsorshipState } from '@boonies/contracts/sponsorships';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Each sponsorship's latest state, from `events.sponsorships.sponsorship-changed`: the pending count. */
@Entity({ name: 'sponsorship_requests' })
@Index('sponsorship_requests_pending_idx', ['athleteId'], { where: `"status" = 'pending'` })
export class SponsorshipRequest {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'sponsorship_requests_pkey' })
  id!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId!: string;

  @Column({ type: 'text' })
  status!: SponsorshipState;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
