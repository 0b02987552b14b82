import type { DataMapRelationDto, DataMapTableDto, ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { Badge } from '@/components/ui/badge';
import { tablePasses, type DataMapFilter } from '../data-map-model';
import { NoMatches } from './no-matches';
import { Code, ScrollTable } from './scroll-table';

interface TablesTabProps {
  services: readonly ServiceDescriptionDto[];
  filter: DataMapFilter;
}

/** Each service's tables as its ORM maps them: columns with types, nullability, keys and references. */
export function TablesTab({ services, filter }: TablesTabProps) {
  const shown = services
    .map((description) => ({
      description,
      tables: description.tables.filter((table) => tablePasses(filter, description.service, table)),
    }))
    .filter(({ tables }) => tables.length > 0);
  if (shown.length === 0) return <NoMatches what="tables" />;

  return (
    <div className="grid gap-8">
      {shown.map(({ description, tables }) => (
        <section
          key={description.service}
          aria-labelledby={`tables-${description.service}`}
          className="grid gap-3"
        >
          <h2
            id={`tables-${description.service}`}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold"
          >
            {description.service}
            <Badge variant="secondary">schema {description.schema}</Badge>
            <span className="text-sm font-normal text-muted-foreground">
              {tables.length} {tables.length === 1 ? 'table' : 'tables'}
            </span>
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {tables.map((table) => (
              <TableCard key={table.name} schema={description.schema} table={table} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function TableCard({ schema, table }: { schema: string; table: DataMapTableDto }) {
  const relationOf = new Map(table.relations.map((relation) => [relation.column, relation]));
  return (
    <ScrollTable
      caption={`${schema}.${table.name}`}
      showCaption
      headers={['Column', 'Type', 'Null', 'Key']}
      rows={table.columns.map((column) => ({
        key: column.name,
        cells: [
          <Code key="name">{column.name}</Code>,
          <Code key="type" className="text-muted-foreground">
            {column.type}
          </Code>,
          column.nullable ? 'yes' : 'no',
          <KeyCell key="key" primary={column.primary} relation={relationOf.get(column.name)} />,
        ],
      }))}
    />
  );
}

function KeyCell({ primary, relation }: { primary: boolean; relation?: DataMapRelationDto }) {
  return (
    <span className="flex items-center gap-1.5">
      {primary && <Badge variant="outline">PK</Badge>}
      {relation && (
        <span className="text-xs text-muted-foreground">
          {relation.kind === 'foreign-key' ? 'FK' : 'ref'} → <Code>{referenceLabel(relation)}</Code>
        </span>
      )}
    </span>
  );
}

export function referenceLabel({ references }: DataMapRelationDto): string {
  return `${references.service}.${references.table}.${references.column}`;
}
