import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  type SignInDto,
  type SignUpDto,
} from '@boonies/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of the auth request bodies. Validation uses the contracts' classes; these repeat
 * their rules from the same constants, and `implements` keeps the fields in step.
 */
export class SignUpModel implements SignUpDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'skater@example.com' })
  email!: string;

  @ApiProperty({
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_PATTERN.source,
    example: 'kickflip.kid',
  })
  username!: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  password!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "The browser's own random id, kept in its storage: accounts made on one device within a day count " +
      'once in verification votes. Only a keyed hash of it is kept.',
  })
  deviceId?: string;
}

export class SignInModel implements SignInDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'skater@example.com' })
  email!: string;

  @ApiProperty({ format: 'password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  password!: string;

  @ApiPropertyOptional({ description: 'Keep the session cookie for 30 days instead of the browser session' })
  rememberMe?: boolean;
}
