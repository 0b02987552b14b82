import { Module } from '@nestjs/common';
import { ScoresModule } from '../scores/scores.module';
import { CatalogueSeeder } from './catalogue-seeder.service';
import { CatalogueStore } from './catalogue-store.service';
import { CatalogueRepository } from './catalogue.repository';

/** The trick catalogue: seeded from the shipped files at start, served from memory. */
@Module({
  imports: [ScoresModule],
  providers: [CatalogueRepository, CatalogueStore, CatalogueSeeder],
  exports: [CatalogueRepository, CatalogueStore, CatalogueSeeder],
})
export class CatalogueModule {}
