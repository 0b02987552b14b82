import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CatalogueRow } from './catalogue-merge';
import { CatalogueVersion } from './entities/catalogue-version.entity';
import { Trick } from './entities/trick.entity';
import type { TrickFields } from './trick-fields';

/** Prefix of the ids of tricks admins add: `custom-1`, `custom-2`, … */
const CUSTOM_TRICK_PREFIX = 'custom';

/** A trick's name and prerequisites: what checking another trick's fields needs of it. */
export type TrickOutline = Pick<Trick, 'id' | 'name' | 'prerequisites'>;

/**
 * The tricks and the catalogue versions merged into them. Writes take the manager of the caller's
 * transaction, which holds the catalogue lock.
 */
@Injectable()
export class CatalogueRepository {
  private readonly fingerprintQuery: string;
  private readonly nextNumberQuery: string;

  constructor(private readonly dataSource: DataSource) {
    const { tablePath, schema } = dataSource.getMetadata(Trick);
    // As text, to keep the microseconds a JavaScript date would drop.
    this.fingerprintQuery = `SELECT count(*)::int AS count, max(updated_at)::text AS latest FROM ${tablePath}`;
    this.nextNumberQuery = `SELECT nextval('"${schema}".custom_trick_number_seq') AS number`;
  }

  all(manager: EntityManager = this.dataSource.manager): Promise<Trick[]> {
    return manager.find(Trick);
  }

  findById(manager: EntityManager, id: string): Promise<Trick | null> {
    return manager.findOneBy(Trick, { id });
  }

  /** Every trick's name and prerequisites. */
  outlines(manager: EntityManager): Promise<TrickOutline[]> {
    return manager.find(Trick, { select: { id: true, name: true, prerequisites: true } });
  }

  /** Changes with every insert and every update (each sets `updated_at`). */
  async fingerprint(): Promise<string> {
    const [row] = await this.dataSource.query<{ count: number; latest: string | null }[]>(
      this.fingerprintQuery,
    );
    return `${row.count}:${row.latest ?? ''}`;
  }

  /** The next free id of an admin's trick; numbers are never reused. */
  async nextCustomId(manager: EntityManager): Promise<string> {
    const [{ number }] = await manager.query<{ number: string }[]>(this.nextNumberQuery);
    return `${CUSTOM_TRICK_PREFIX}-${number}`;
  }

  /** Adds a trick an admin wrote. */
  addByAdmin(manager: EntityManager, id: string, fields: TrickFields): Promise<Trick> {
    return manager.save(manager.create(Trick, { id, ...fields, source: 'admin', editedAt: new Date() }));
  }

  /** Writes an admin's edit of a stored trick, marking it edited so later catalogue versions leave it alone. */
  saveAdminEdit(manager: EntityManager, trick: Trick, fields: TrickFields): Promise<Trick> {
    return manager.save(Object.assign(trick, fields, { editedAt: new Date() }));
  }

  async isVersionApplied(manager: EntityManager, version: string): Promise<boolean> {
    return manager.existsBy(CatalogueVersion, { version });
  }

  /** Writes a catalogue version's new and changed entries. */
  async applyVersion(
    manager: EntityManager,
    version: string,
    inserts: readonly CatalogueRow[],
    updates: readonly CatalogueRow[],
  ): Promise<void> {
    if (inserts.length > 0) {
      await manager.insert(
        Trick,
        inserts.map((row) => ({ ...row, source: 'catalogue' as const, catalogueVersion: version })),
      );
    }
    for (const { id, ...fields } of updates) {
      await manager.update(Trick, { id }, { ...fields, catalogueVersion: version });
    }
  }

  async recordVersion(manager: EntityManager, version: string, entryCount: number): Promise<void> {
    await manager.insert(CatalogueVersion, { version, entryCount });
  }
}
