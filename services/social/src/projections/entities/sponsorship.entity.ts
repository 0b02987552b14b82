import type { SponsorshipState } from '@boonies/contracts/sponsorships';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The latest state of a sponsorship (`sponsorships.sponsorship-changed`): the owner's profile reads whether an athlete is sponsored. */
@Entity({ name: 'sponsorships' })
@Index('sponsorships_accepted_athlete_idx', ['athleteId'], { where: `"status" = 'accepted'` })
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
