import { ApiNote } from '@boonies/contracts/common';
import { IsString, MaxLength } from 'class-validator';

/** Longest path worth logging; longer reports are refused rather than filling the logs. */
export const REPORTED_PATH_MAX_LENGTH = 2048;

/** The web app's 404 page reports the path nobody could find. */
export class NotFoundReportDto {
  @ApiNote({ example: '/profil' })
  // Listed last, the type check is reported first when both fail.
  @MaxLength(REPORTED_PATH_MAX_LENGTH)
  @IsString()
  path!: string;
}
