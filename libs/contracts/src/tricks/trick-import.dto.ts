// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { TRICK_IMPORT_FORMATS, TRICK_IMPORT_MAX_CHARS, type TrickImportFormat } from './trick-import-rules';
import { ApiNote } from '../common/api-notes';

/** `POST /api/admin/tricks/import` (admin): a JSON array or CSV of tricks, previewed or applied. */
export class TrickImportDto {
  @IsIn(TRICK_IMPORT_FORMATS, { message: 'format must be json or csv' })
  format!: TrickImportFormat;

  @ApiNote({
    description:
      'The file: a JSON array of tricks, or CSV with the header `id,name,category,difficulty,points,description,videoUrl,prerequisites,setup,steps,commonMistakes,proTips` (lists separated by `|`)',
  })
  @IsString()
  @MaxLength(TRICK_IMPORT_MAX_CHARS, { message: 'The import file can be at most 900 kB' })
  content!: string;

  @ApiNote({ description: 'true: check every row and write nothing' })
  @IsBoolean()
  dryRun!: boolean;

  /** Applies only rows `offset` … `offset + limit - 1` (0-based), so a client can apply in chunks. */
  @ApiNote({ description: 'Applies rows from this 0-based position only' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;

  @ApiNote({ description: 'Applies at most this many rows' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}

export type TrickImportAction = 'create' | 'update' | 'reject';

export interface TrickImportRowDto {
  /** 1-based position of the row in the file (the CSV header is not counted). */
  row: number;
  action: TrickImportAction;
  /** `null` for a new trick without an id in the file until it is created (`custom-N`). */
  id: string | null;
  name: string | null;
  /** False for an update that changes nothing: importing the same file twice writes nothing. */
  changed: boolean;
}

export interface TrickImportRejectionDto {
  row: number;
  id?: string;
  name?: string;
  problems: string[];
}

export interface TrickImportReportDto {
  dryRun: boolean;
  /** Rows in the whole file. */
  total: number;
  created: number;
  /** Updates that change the trick. */
  updated: number;
  /** Updates that would change nothing. */
  unchanged: number;
  rejected: TrickImportRejectionDto[];
  /** The rows this call covered (all of them, or the `offset`/`limit` window). */
  rows: TrickImportRowDto[];
}
