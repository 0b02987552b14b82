import type { SponsorshipState } from '@boonies/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest state of a sponsorship (`sponsorships.sponsorship-changed`): athletes' status rules read it. */
@Entity({ name: 'sponsorships' })
export class Sponsorship {
  @PrimaryColumn({ name: 'sponsorship_id', type: 'uuid' })
  sponsorshipId!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ name: 'athlete_id', type: 'uuid' })
  athleteId!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: SponsorshipState;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
