import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MediaRepository } from '../media/media.repository';

/** Settings → Download Your Data: the photos and clips the caller uploaded (their facts, not their bytes). */
@Controller()
export class ExportHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly media: MediaRepository,
  ) {}

  /** Only ever the caller's own data: the request names nobody. */
  @RpcHandler(exportUserDataRpc('media'))
  async export(@Caller() caller: CallerIdentity): Promise<UserDataExportDto> {
    const media = await this.media.exportFor(this.dataSource.manager, caller.userId);
    return { service: 'media', exportedAt: new Date().toISOString(), data: { media } };
  }
}
