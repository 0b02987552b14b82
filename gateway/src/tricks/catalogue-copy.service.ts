import {
  TRICK_SUMMARY_FIELDS,
  type TrickDto,
  TRICKS_RPC,
  type TrickSummaryDto,
} from '@boonies/contracts/tricks';
import type { CallContext } from '@boonies/messaging';
import { Injectable } from '@nestjs/common';
import { ServiceRpc } from '../nats/service-rpc';
import { encodeCatalogue, type EncodedCatalogue } from './catalogue-encodings';

/** The catalogue as the browser receives it: a JSON array, with the version it was read at. */
export interface CatalogueBody {
  version: string;
  /** The JSON array's bytes, plain and compressed. */
  encoded: EncodedCatalogue;
  /** The same entries as summaries (`GET /api/tricks/summaries`), plain and compressed. */
  summaries: EncodedCatalogue;
}

/** A catalogue entry without its guide: the fields a list of tricks shows, in the same order. */
export function summaryOf(trick: TrickDto): TrickSummaryDto {
  return Object.fromEntries(TRICK_SUMMARY_FIELDS.map((field) => [field, trick[field]])) as TrickSummaryDto;
}

/**
 * The last catalogue this replica fetched, serialized once. The tricks service says which version is
 * current with a small call; the whole catalogue (hundreds of entries) crosses NATS only when it changed.
 */
@Injectable()
export class CatalogueCopy {
  private copy?: CatalogueBody;
  private fetching?: Promise<CatalogueBody>;

  constructor(private readonly rpc: ServiceRpc) {}

  async currentVersion(context: CallContext): Promise<string> {
    return (await this.rpc.call(TRICKS_RPC.catalogueVersion, {}, context)).version;
  }

  /** The catalogue, fetched again unless the copy is at `version`; concurrent requests share one fetch. */
  async body(version: string, context: CallContext): Promise<CatalogueBody> {
    if (this.copy?.version === version) return this.copy;
    this.fetching ??= this.fetch(context).finally(() => (this.fetching = undefined));
    return this.fetching;
  }

  private async fetch(context: CallContext): Promise<CatalogueBody> {
    const { version, tricks } = await this.rpc.call(TRICKS_RPC.catalogue, {}, context);
    const [encoded, summaries] = await Promise.all([
      encodeCatalogue(JSON.stringify(tricks)),
      encodeCatalogue(JSON.stringify(tricks.map(summaryOf))),
    ]);
    this.copy = { version, encoded, summaries };
    return this.copy;
  }
}
