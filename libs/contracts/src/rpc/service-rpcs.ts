import type { UserDataExportDto } from '../account/data-export.dto';
import type { ServiceDescriptionDto } from './data-map';
import type { ServiceName } from '../common/services';
import type { HealthReport } from './health';
import { defineRpc, type NoPayload, type RpcDefinition } from './rpc-definition';

/** Every service answers `rpc.<service>.health`. */
export function healthRpc(service: ServiceName): RpcDefinition<NoPayload, HealthReport> {
  return defineRpc(service, 'health');
}

/** Every service answers `rpc.<service>.describe` with its tables, subjects and streams (the data map). */
export function describeRpc(service: ServiceName): RpcDefinition<NoPayload, ServiceDescriptionDto> {
  return defineRpc(service, 'describe');
}

/** Download Your Data: every service answers `rpc.<service>.export-user-data` with its part for the caller. */
export function exportUserDataRpc(service: ServiceName): RpcDefinition<NoPayload, UserDataExportDto> {
  return defineRpc(service, 'export-user-data');
}
