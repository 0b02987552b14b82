import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { Injectable } from '@nestjs/common';
import { SponsorshipsRepository } from '../sponsorships/sponsorships.repository';

/** The sponsorships service's part of Download Your Data: sponsorships as the brand and as the athlete. */
@Injectable()
export class SponsorshipsExportService {
  constructor(private readonly sponsorships: SponsorshipsRepository) {}

  async export(caller: CallerIdentity): Promise<UserDataExportDto> {
    const [asBrand, asAthlete] = await Promise.all([
      this.sponsorships.ofUser('brand', caller.userId),
      this.sponsorships.ofUser('athlete', caller.userId),
    ]);
    return { service: 'sponsorships', exportedAt: new Date().toISOString(), data: { asBrand, asAthlete } };
  }
}
