import type { SponsorshipStatus } from '@boonies/contracts/sponsorships';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A brand's sponsorship of an athlete. Cancelling or removing deletes the row (the event says `removed`).
 * The partial unique index makes "one pending-or-accepted sponsorship per pair" a database fact; the
 * migration creates the two list indexes newest first, which decorators cannot express.
 */
@Entity({ name: 'sponsorships' })
@Check('sponsorships_status', `"status" IN ('pending', 'accepted', 'rejected')`)
@Check('sponsorships_not_self', '"brand_id" <> "athlete_id"')
@Index('sponsorships_live_pair_key', ['brandId', 'athleteId'], {
  unique: true,
  where: `"status" IN ('pending', 'accepted')`,
})
@Index('sponsorships_brand_idx', ['brandId', 'createdAt', 'id'])
@Index('sponsorships_athlete_idx', ['athleteId', 'createdAt', 'id'])
export class Sponsorship {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'sponsorships_pkey' })
  id!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId!: string;

  @Column({ type: 'text' })
  status!: SponsorshipStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The time of the last change, also the `changedAt` of its event: strictly increasing per row. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
