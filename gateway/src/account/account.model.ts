import {
  EXPORT_PARTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVICE_NAMES,
  type ChangePasswordDto,
  type DeactivateAccountDto,
  type DeactivatedDto,
  type PasswordChangedDto,
  type ReactivatedDto,
  type ServiceName,
  type UserDataExportDto,
} from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of the account routes' bodies and answers. Validation uses the contracts' classes;
 * these repeat their rules from the same constants, and `implements` keeps them in step.
 */
export class ChangePasswordModel implements ChangePasswordDto {
  @ApiProperty({ format: 'password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  currentPassword!: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  newPassword!: string;
}

export class PasswordChangedModel implements PasswordChangedDto {
  @ApiProperty({ enum: [true] })
  changed!: true;

  @ApiProperty({ description: "How many of the account's other sessions ended" })
  endedSessions!: number;
}

export class DeactivateAccountModel implements DeactivateAccountDto {
  @ApiProperty({ format: 'password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  password!: string;
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
