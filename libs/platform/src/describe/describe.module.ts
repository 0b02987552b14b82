import {
  describeSubject,
  EVENTS,
  type CallerIdentity,
  type ServiceDescriptionDto,
  type ServiceName,
} from '@boonies/contracts';
import { eventHandlerRegistrations, EventRouting } from '@boonies/messaging';
import { Controller, type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { DataSource } from 'typeorm';
import { forbidden } from '../errors/domain-error';
import { Caller } from '../rpc/rpc-context.decorators';
import { schemaOfTables, tablesOf } from './service-description';

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

/**
 * Answers `rpc.<service>.describe` (admins only) for the data map: the service's tables from its ORM
 * metadata, the request subjects its handlers declare, the events it publishes and consumes, and its
 * stream. Read from the running application, so the map cannot drift from the code.
 */
@Module({})
export class DescribeModule {
  static forService(service: ServiceName): DynamicModule {
    @Controller()
    class DescribeController {
      constructor(
        private readonly dataSource: DataSource,
        private readonly discovery: DiscoveryService,
        private readonly scanner: MetadataScanner,
        private readonly routing: EventRouting,
      ) {}

      @MessagePattern(describeSubject(service))
      describe(@Caller() caller: CallerIdentity): ServiceDescriptionDto {
        if (!caller.isAdmin) throw forbidden('Only admins can see the data map');
        const instances = (wrappers: { instance: unknown }[]) => wrappers.map(({ instance }) => instance);
        const handles = methodsOf(this.scanner, instances(this.discovery.getControllers())).flatMap(
          (method) =>
            typeof method === 'function'
              ? ((Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined) ?? [])
              : [],
        );
        const consumes = methodsOf(this.scanner, instances(this.discovery.getProviders())).flatMap((method) =>
          eventHandlerRegistrations(method).map(({ definition }) => definition.subject),
        );
        const publishes = Object.values((EVENTS as Record<string, object>)[service] ?? {}).map(
          (definition) => (definition as { subject: string }).subject,
        );
        return {
          service,
          schema: schemaOfTables(this.dataSource),
          tables: tablesOf(this.dataSource),
          handles: sorted(handles.filter((pattern): pattern is string => typeof pattern === 'string')),
          publishes: sorted(publishes),
          consumes: sorted(consumes),
          streams: publishes.length > 0 ? [this.routing.stream(service)] : [],
        };
      }
    }
    return { module: DescribeModule, imports: [DiscoveryModule], controllers: [DescribeController] };
  }
}

function sorted(values: string[]): string[] {
  return [...new Set(values)].sort();
}
