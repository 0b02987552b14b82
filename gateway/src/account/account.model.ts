import {
  EXPORT_PARTS,
  SERVICE_NAMES,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
  type ServiceName,
  type UserDataExportDto,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

/**
 * OpenAPI models of the account routes' answers; `implements` keeps them in step with the contracts. The
 * request bodies are documented from the contracts' DTOs (`ApiBodyOf`).
 */
export class PasswordChangedModel implements PasswordChangedDto {
  @ApiProperty({ enum: [true] })
  changed!: true;

  @ApiProperty({ description: "How many of the account's other sessions ended" })
  endedSessions!: number;
}

export class DeactivatedModel implements DeactivatedDto {
  @ApiProperty({ enum: [true] })
  deactivated!: true;
}

export class ReactivatedModel implements ReactivatedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'False when the account was active already' })
  reactivated!: boolean;
}

export class UserDataExportModel implements UserDataExportDto {
  @ApiProperty({ enum: SERVICE_NAMES })
  service!: ServiceName;

  @ApiProperty({ format: 'date-time' })
  exportedAt!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object' } },
    description: 'Rows by kind, e.g. `posts`, `replies`, `reactions`',
  })
  data!: Record<string, unknown[]>;
}

export const EXPORT_PART_DESCRIPTION = `One of ${EXPORT_PARTS.join(', ')}; the web app fetches them in turn`;
