import type { CallerIdentity } from '@boonies/contracts/common';
import { TrickImportDto, type TrickImportReportDto, TRICKS_RPC } from '@boonies/contracts/tricks';
import { AdminOnly, Caller, CorrelationId, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { TrickImporter } from './trick-importer.service';

@Controller()
export class ImportHandler {
  constructor(private readonly importer: TrickImporter) {}

  @RpcHandler(TRICKS_RPC.import)
  @AdminOnly('Only admins can import tricks')
  import(
    @Payload() request: TrickImportDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<TrickImportReportDto> {
    return this.importer.run(request, caller, correlationId);
  }
}
