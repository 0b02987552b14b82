import { IsIn } from 'class-validator';
import type { ServiceName } from '../common/services';
import { EXPORT_PARTS, type ExportPart } from './export-parts';
import type { DateTime } from '../common/formats';

export class ExportPartParam {
  @IsIn(EXPORT_PARTS, { message: `part must be one of ${EXPORT_PARTS.join(', ')}` })
  part!: ExportPart;
}

/** One service's part of the archive: everything it holds about the caller, table by table. */
export interface UserDataExportDto {
  service: ServiceName;
  exportedAt: DateTime;
  /** Rows by kind, e.g. `posts`, `replies`, `reactions`. */
  data: Record<string, unknown[]>;
}
