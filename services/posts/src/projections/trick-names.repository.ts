import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { TrickName } from './entities/trick-name.entity';

/** Reads of the trick names projected from the tricks service's catalogue. */
@Injectable()
export class TrickNamesRepository {
  /** Which of the ids the catalogue has. */
  async knownOf(manager: EntityManager, trickIds: string[]): Promise<Set<string>> {
    const known = await manager.find(TrickName, { select: { id: true }, where: { id: In(trickIds) } });
    return new Set(known.map(({ id }) => id));
  }
}
