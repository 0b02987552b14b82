import type { GatewayDescriptionDto, ServiceDescriptionDto } from '@boonies/contracts/rpc';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { passes, retirementNote, retirementsOf, type DataMapFilter } from '../data-map-model';
import { NoMatches } from './no-matches';
import { Code } from './scroll-table';

interface FunctionsTabProps {
  services: readonly ServiceDescriptionDto[];
  gateway: GatewayDescriptionDto;
  filter: DataMapFilter;
}

/**
 * What each service does for others: the requests it answers, the events it publishes and consumes; and the
 * events the gateway listens to.
 */
export function FunctionsTab({ services, gateway, filter }: FunctionsTabProps) {
  const retirements = retirementsOf(services);
  // A deprecated version is found by its subject or by its note ("deprecated", the day).
  const textsOf = (subject: string) => {
    const retiresAfter = retirements.get(subject);
    return retiresAfter ? [subject, retirementNote(retiresAfter)] : [subject];
  };
  const shown = services
    .map((description) => {
      const keep = (subjects: readonly string[]) =>
        subjects.filter((subject) => passes(filter, [description.service], textsOf(subject)));
      return {
        description,
        handles: keep(description.handles),
        publishes: keep(description.publishes),
        consumers: description.consumers
          .map((consumer) => ({ ...consumer, subjects: keep(consumer.subjects) }))
          .filter((consumer) => consumer.subjects.length > 0),
      };
    })
    .filter(({ handles, publishes, consumers }) => handles.length + publishes.length + consumers.length > 0);
  const gatewayListens = gateway.listens.filter((subject) => passes(filter, ['gateway'], textsOf(subject)));
  if (shown.length === 0 && gatewayListens.length === 0) return <NoMatches what="subjects" />;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {shown.map(({ description, handles, publishes, consumers }) => (
        <Card
          key={description.service}
          role="region"
          aria-labelledby={`functions-${description.service}`}
          className="min-w-0"
        >
          <CardHeader>
            <CardTitle id={`functions-${description.service}`}>{description.service}</CardTitle>
            <CardDescription>
              {description.handles.length} requests · publishes {description.publishes.length} · consumes{' '}
              {description.consumes.length}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SubjectList title="Requests it answers" subjects={handles} />
            <SubjectList title="Events it publishes" subjects={publishes} retirements={retirements} />
            <div className="grid gap-1.5">
              <h3 className="text-sm font-medium">Events it consumes</h3>
              {consumers.length === 0 ? (
                <p className="text-sm text-muted-foreground">None</p>
              ) : (
                consumers.map((consumer) => (
                  <SubjectList
                    key={consumer.stream}
                    title={
                      <>
                        from <Code>{consumer.stream}</Code> as durable <Code>{consumer.durable}</Code>
                      </>
                    }
                    level="h4"
                    subjects={consumer.subjects}
                    retirements={retirements}
                  />
                ))
              )}
            </div>
          </CardContent>
        </Card>
      ))}
      {gatewayListens.length > 0 && (
        <Card role="region" aria-labelledby="functions-gateway" className="min-w-0">
          <CardHeader>
            <CardTitle id="functions-gateway">gateway</CardTitle>
            <CardDescription>listens to {gateway.listens.length} events on every replica</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SubjectList
              title="Events it listens to, for live pushes and dropped sessions (each replica, not durable)"
              subjects={gatewayListens}
              retirements={retirements}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

interface SubjectListProps {
  title: ReactNode;
  subjects: readonly string[];
  /** Deprecated event versions by subject, with their retirement day. */
  retirements?: ReadonlyMap<string, string>;
  level?: 'h3' | 'h4';
}

function SubjectList({ title, subjects, retirements, level: Heading = 'h3' }: SubjectListProps) {
  return (
    <div className="grid gap-1.5">
      <Heading className={Heading === 'h3' ? 'text-sm font-medium' : 'text-xs text-muted-foreground'}>
        {title}
      </Heading>
      {subjects.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
      ) : (
        <ul className="grid gap-1">
          {subjects.map((subject) => {
            const retiresAfter = retirements?.get(subject);
            return (
              <li key={subject} className="min-w-0 break-all">
                <Code>{subject}</Code>
                {retiresAfter && (
                  <Badge variant="outline" className="ml-2 align-middle">
                    {retirementNote(retiresAfter)}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
