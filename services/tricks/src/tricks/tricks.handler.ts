import type { CallerIdentity } from '@boonies/contracts/common';
import {
  type CatalogueDto,
  type CatalogueVersionDto,
  CreateTrickDto,
  type TrickDto,
  TrickIdParam,
  TRICKS_RPC,
  UpdateTrickRequest,
} from '@boonies/contracts/tricks';
import { AdminOnly, Caller, CorrelationId, notFound, RpcHandler } from '@boonies/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CatalogueStore } from '../catalogue/catalogue-store.service';
import { TrickEditor } from './trick-editor.service';

@Controller()
export class TricksHandler {
  constructor(
    private readonly store: CatalogueStore,
    private readonly editor: TrickEditor,
  ) {}

  @RpcHandler(TRICKS_RPC.catalogue)
  catalogue(): CatalogueDto {
    const { version, tricks } = this.store.current;
    return { version, tricks };
  }

  @RpcHandler(TRICKS_RPC.catalogueVersion)
  catalogueVersion(): CatalogueVersionDto {
    return { version: this.store.current.version };
  }

  @RpcHandler(TRICKS_RPC.get)
  async get(@Payload() { id }: TrickIdParam): Promise<TrickDto> {
    const trick = await this.store.find(id);
    if (!trick) throw notFound('Trick');
    return trick;
  }

  @RpcHandler(TRICKS_RPC.create)
  @AdminOnly('Only admins can add tricks')
  create(
    @Payload() request: CreateTrickDto,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<TrickDto> {
    return this.editor.create(request, caller, correlationId);
  }

  @RpcHandler(TRICKS_RPC.update)
  @AdminOnly('Only admins can edit tricks')
  update(
    @Payload() request: UpdateTrickRequest,
    @Caller() caller: CallerIdentity,
    @CorrelationId() correlationId: string,
  ): Promise<TrickDto> {
    return this.editor.update(request, caller, correlationId);
  }
}
