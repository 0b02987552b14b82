import type { ServiceName } from '@boonies/contracts/common';
import type { EventDefinition } from '@boonies/contracts/events';
import { type DataMapConsumerDto, describeRpc, type ServiceDescriptionDto } from '@boonies/contracts/rpc';
import { eventHandlerRegistrations, EventRouting } from '@boonies/messaging';
import { Controller, type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { DataSource } from 'typeorm';
import { AdminOnly } from '../rpc/admin-only.guard';
import { RpcHandler } from '../rpc/rpc-handler.decorator';
import { mediaColumnsOf, publishedEventsOf, schemaOfTables, tablesOf } from './service-description';

/** Each method of each instance, with the instance's class, however deep its prototype chain. */
function methodsOf(scanner: MetadataScanner, instances: unknown[]): unknown[] {
  const seen = new Set<object>();
  return instances.flatMap((instance) => {
    if (typeof instance !== 'object' || instance === null || seen.has(instance)) return [];
    seen.add(instance);
    const prototype = Object.getPrototypeOf(instance) as object;
    return scanner.getAllMethodNames(prototype).map((name) => Reflect.get(prototype, name) as unknown);
  });
}

/** A service's own event definitions by name, as its contracts folder declares them (`GAMES_EVENTS`). */
export type PublishedEvents = Readonly<Record<string, EventDefinition>>;

/**
 * Answers `rpc.<service>.describe` (admins only) for the data map: the service's tables from its ORM
 * metadata, the request subjects its handlers declare, the events it publishes and consumes, and its
 * stream. Read from the running application, so the map cannot drift from the code.
 */
@Module({})
export class DescribeModule {
  static forService(service: ServiceName, published: PublishedEvents = {}): DynamicModule {
    @Controller()
    class DescribeController {
      constructor(
        private readonly dataSource: DataSource,
        private readonly discovery: DiscoveryService,
        private readonly scanner: MetadataScanner,
        private readonly routing: EventRouting,
      ) {}

      @RpcHandler(describeRpc(service))
      @AdminOnly('Only admins can see the data map')
      describe(): ServiceDescriptionDto {
        const instances = (wrappers: { instance: unknown }[]) => wrappers.map(({ instance }) => instance);
        const handles = methodsOf(this.scanner, instances(this.discovery.getControllers())).flatMap(
          (method) =>
            typeof method === 'function'
              ? ((Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined) ?? [])
              : [],
        );
        const consumed = methodsOf(this.scanner, instances(this.discovery.getProviders())).flatMap((method) =>
          eventHandlerRegistrations(method).map(({ definition }) => definition),
        );
        const { publishes, deprecated } = publishedEventsOf(Object.values(published));
        const tables = tablesOf(this.dataSource, service);
        return {
          service,
          schema: schemaOfTables(this.dataSource),
          tables,
          handles: sorted(handles.filter((pattern): pattern is string => typeof pattern === 'string')),
          publishes,
          deprecated,
          consumes: sorted(consumed.map(({ subject }) => subject)),
          consumers: consumersOf(service, consumed, this.routing),
          streams: publishes.length > 0 ? [this.routing.stream(service)] : [],
          media: mediaColumnsOf(tables),
        };
      }
    }
    return { module: DescribeModule, imports: [DiscoveryModule], controllers: [DescribeController] };
  }
}

/** As the messaging library sets them up: one durable consumer per producer's stream, named after the reader. */
function consumersOf(
  service: ServiceName,
  consumed: EventDefinition[],
  routing: EventRouting,
): DataMapConsumerDto[] {
  const subjectsByStream = new Map<string, string[]>();
  for (const definition of consumed) {
    const stream = routing.stream(routing.producerOf(definition)).name;
    subjectsByStream.set(stream, [...(subjectsByStream.get(stream) ?? []), definition.subject]);
  }
  return [...subjectsByStream]
    .map(([stream, subjects]) => ({ stream, durable: service, subjects: sorted(subjects) }))
    .sort((a, b) => a.stream.localeCompare(b.stream));
}

function sorted(values: string[]): string[] {
  return [...new Set(values)].sort();
}
