import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { VerificationExportService } from './export.service';

@Controller()
export class ExportHandler {
  constructor(private readonly exporter: VerificationExportService) {}

  /** Only ever the caller's own data: the request names nobody. */
  @RpcHandler(exportUserDataRpc('verification'))
  export(@Caller() caller: CallerIdentity): Promise<UserDataExportDto> {
    return this.exporter.export(caller);
  }
}
