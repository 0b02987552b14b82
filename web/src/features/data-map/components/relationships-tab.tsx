import type { ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useInView } from '@/lib/use-in-view';
import { eventFlowsOf, passes, relationRowsOf, type DataMapFilter, type EventFlow } from '../data-map-model';
import { NoMatches } from './no-matches';
import { Code, ScrollTable } from './scroll-table';
import { referenceLabel } from './tables-tab';

// The drawing is the heaviest part of the page and below the fold on phones: fetched when it is needed.
const EventFlowDiagram = lazy(() =>
  import('./event-flow-diagram').then((module) => ({ default: module.EventFlowDiagram })),
);

interface RelationshipsTabProps {
  services: readonly ServiceDescriptionDto[];
  filter: DataMapFilter;
}

/** How the services' data hangs together: event flows between services, and references between tables. */
export function RelationshipsTab({ services, filter }: RelationshipsTabProps) {
  const flows = eventFlowsOf(services).filter((flow) =>
    passes(filter, [flow.publisher, flow.consumer], [flow.stream, ...flow.events]),
  );
  const relations = relationRowsOf(services).filter((row) =>
    passes(filter, [row.service, row.references.service], [row.table, row.column, row.references.table]),
  );
  const nodes = services.map(({ service }) => service);

  return (
    <div className="grid gap-8">
      <section aria-labelledby="event-flows-heading" className="grid gap-3">
        <h2 id="event-flows-heading" className="text-lg font-semibold">
          Event flows
        </h2>
        <p className="text-sm text-muted-foreground">
          Each arrow is a publisher’s stream read by another service’s durable consumer.
        </p>
        {flows.length === 0 ? (
          <NoMatches what="event flows" />
        ) : (
          <FlowsWhenVisible nodes={nodes} flows={flows} />
        )}
      </section>

      <section aria-labelledby="table-relations-heading" className="grid gap-3">
        <h2 id="table-relations-heading" className="text-lg font-semibold">
          Table relations
        </h2>
        <p className="text-sm text-muted-foreground">
          Foreign keys are enforced by a service’s own schema; references hold ids of records another service
          owns, kept in step by its events.
        </p>
        {relations.length === 0 ? (
          <NoMatches what="relations" />
        ) : (
          <ScrollTable
            caption="Table relations"
            headers={['Service', 'Table', 'Column', 'References', 'Kind']}
            rows={relations.map((row) => ({
              key: `${row.service}.${row.table}.${row.column}`,
              cells: [
                row.service,
                <Code key="table">{row.table}</Code>,
                <Code key="column">{row.column}</Code>,
                <Code key="references">{referenceLabel(row)}</Code>,
                <Badge key="kind" variant={row.kind === 'foreign-key' ? 'default' : 'secondary'}>
                  {row.kind === 'foreign-key' ? 'foreign key' : 'reference'}
                </Badge>,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}

function FlowsWhenVisible({ nodes, flows }: { nodes: string[]; flows: EventFlow[] }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // Without IntersectionObserver the drawing is simply shown; once drawn, it stays.
  const inView = useInView(anchor, {
    rootMargin: '200px',
    fallback: typeof IntersectionObserver === 'undefined',
    enabled: !drawn,
  });
  useEffect(() => {
    if (inView) setDrawn(true);
  }, [inView]);
  return (
    <div ref={anchor} className="grid gap-4">
      {drawn ? (
        <Suspense fallback={<Spinner label="Drawing the event flows..." />}>
          <EventFlowDiagram nodes={nodes} flows={flows} />
        </Suspense>
      ) : (
        <div className="aspect-square w-full max-w-xl" />
      )}
      <FlowList flows={flows} />
    </div>
  );
}

/** The drawing's text alternative, and the place to read a flow's every event. */
function FlowList({ flows }: { flows: EventFlow[] }) {
  return (
    <ul aria-label="Event flows" className="grid gap-1.5 text-sm">
      {flows.map((flow) => (
        <li key={`${flow.publisher}->${flow.consumer}`} className="min-w-0 break-words">
          <span className="font-medium">
            {flow.publisher} → {flow.consumer}
          </span>
          : {flow.events.join(', ')}{' '}
          <span className="text-muted-foreground">
            (stream <Code>{flow.stream}</Code>, durable <Code>{flow.durable}</Code>)
          </span>
        </li>
      ))}
    </ul>
  );
}
