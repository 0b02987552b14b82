import type { UserDataExportDto } from '@boonies/contracts/account';
import type { CallerIdentity } from '@boonies/contracts/common';
import { exportUserDataRpc } from '@boonies/contracts/rpc';
import { Caller, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GamesRepository } from '../games/games.repository';

/** Settings → Download Your Data: the games the caller played or was invited to. */
@Controller()
export class ExportHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GamesRepository,
  ) {}

  /** Only ever the caller's own data: the request names nobody. */
  @RpcHandler(exportUserDataRpc('games'))
  async export(@Caller() caller: CallerIdentity): Promise<UserDataExportDto> {
    const games = await this.games.exportFor(this.dataSource.manager, caller.userId);
    return { service: 'games', exportedAt: new Date().toISOString(), data: { games } };
  }
}
