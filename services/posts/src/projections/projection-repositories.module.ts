import { Module } from '@nestjs/common';
import { AuthorsRepository } from './authors.repository';
import { TrickNamesRepository } from './trick-names.repository';

/** Reads of the projections for the features that write posts and reactions. */
@Module({
  providers: [AuthorsRepository, TrickNamesRepository],
  exports: [AuthorsRepository, TrickNamesRepository],
})
export class ProjectionRepositoriesModule {}
