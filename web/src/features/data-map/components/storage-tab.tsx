import type { ServiceDescriptionDto } from '@boonies/contracts/rpc';
import type { ReactNode } from 'react';
import { mediaRowsOf, passes, streamRowsOf, type DataMapFilter } from '../data-map-model';
import { NoMatches } from './no-matches';
import { Code, ScrollTable } from './scroll-table';

interface StorageTabProps {
  services: readonly ServiceDescriptionDto[];
  filter: DataMapFilter;
}

/** Where the data is kept: a PostgreSQL schema per service, a JetStream stream per publisher, media by URL. */
export function StorageTab({ services, filter }: StorageTabProps) {
  const schemas = services.filter((description) =>
    passes(
      filter,
      [description.service],
      [description.schema, ...description.tables.map(({ name }) => name)],
    ),
  );
  const streams = streamRowsOf(services).filter((stream) =>
    passes(filter, [stream.publisher, ...stream.readers], [stream.name, ...stream.subjects]),
  );
  const media = mediaRowsOf(services).filter((row) => passes(filter, [row.service], [row.table, row.column]));

  return (
    <div className="grid gap-8">
      <StorageSection
        id="storage-schemas"
        title="PostgreSQL schemas"
        note="Each service owns one schema and migrates it at start."
      >
        {schemas.length === 0 ? (
          <NoMatches what="schemas" />
        ) : (
          <ScrollTable
            caption="PostgreSQL schemas"
            headers={['Service', 'Schema', 'Tables']}
            rows={schemas.map((description) => ({
              key: description.service,
              cells: [
                description.service,
                <Code key="schema">{description.schema}</Code>,
                description.tables.length,
              ],
            }))}
          />
        )}
      </StorageSection>

      <StorageSection
        id="storage-streams"
        title="JetStream streams"
        note="Events wait in their publisher’s stream until every durable consumer reading it has them."
      >
        {streams.length === 0 ? (
          <NoMatches what="streams" />
        ) : (
          <ScrollTable
            caption="JetStream streams"
            headers={['Stream', 'Subjects', 'Replicas', 'Publisher', 'Read by']}
            rows={streams.map((stream) => ({
              key: stream.name,
              cells: [
                <Code key="name">{stream.name}</Code>,
                <Code key="subjects">{stream.subjects.join(', ')}</Code>,
                stream.replicas,
                stream.publisher,
                stream.readers.join(', ') || 'nobody',
              ],
            }))}
          />
        )}
      </StorageSection>

      <StorageSection
        id="storage-media"
        title="Media URLs"
        note="Images and videos are hosted elsewhere; these columns keep their addresses."
      >
        {media.length === 0 ? (
          <NoMatches what="media columns" />
        ) : (
          <ScrollTable
            caption="Media URLs"
            headers={['Service', 'Table', 'Column']}
            rows={media.map((row) => ({
              key: `${row.service}.${row.table}.${row.column}`,
              cells: [
                row.service,
                <Code key="table">{row.table}</Code>,
                <Code key="column">{row.column}</Code>,
              ],
            }))}
          />
        )}
      </StorageSection>
    </div>
  );
}

interface StorageSectionProps {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}

function StorageSection({ id, title, note, children }: StorageSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{note}</p>
      {children}
    </section>
  );
}
