import { Module } from '@nestjs/common';
import { AccessFactsRepository } from './access-facts.repository';
import { PosterAccess } from './poster-access.service';

/** The one place that asks the access policy, with the facts the projections keep. */
@Module({ providers: [AccessFactsRepository, PosterAccess], exports: [PosterAccess] })
export class AccessModule {}
