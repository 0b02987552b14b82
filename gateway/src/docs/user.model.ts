import type { UserDto } from '@boonies/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

/** OpenAPI description of the signed-in user (`UserDto`); `implements` keeps the two in step. */
export class UserModel implements UserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ example: 'kickflip.kid' })
  username!: string;

  @ApiProperty(nullableText)
  displayName!: string | null;

  @ApiProperty(nullableText)
  bio!: string | null;

  @ApiProperty(nullableText)
  profilePicture!: string | null;

  @ApiProperty(nullableText)
  headerVideo!: string | null;

  @ApiProperty(nullableText)
  location!: string | null;

  @ApiProperty(nullableText)
  skatingStyle!: string | null;

  @ApiProperty(nullableText)
  favoriteSpot!: string | null;

  @ApiProperty({ example: '#4F46E5' })
  gradientStartColor!: string;

  @ApiProperty({ example: '#06B6D4' })
  gradientEndColor!: string;

  @ApiProperty()
  proStatus!: boolean;

  @ApiProperty()
  amateurStatus!: boolean;

  @ApiProperty()
  flowStatus!: boolean;

  @ApiProperty()
  isBrand!: boolean;

  @ApiProperty()
  isVerified!: boolean;

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty()
  isTrusted!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
