import { Module } from '@nestjs/common';
import { AccessProjectionsHandlers } from './access-projections.handlers';
import { PosterAccess } from './poster-access.service';

/** The facts the access policy needs, kept from other services' events, and the one place that asks it. */
@Module({ providers: [AccessProjectionsHandlers, PosterAccess], exports: [PosterAccess] })
export class AccessModule {}
