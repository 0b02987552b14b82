import { EXPORT_PARTS, type ExportPart, type UserDataExportDto } from '@boonies/contracts/account';
import { api } from '@/lib/api/client';
import { PRODUCT_NAME } from '@/lib/product';

export const EXPORT_PART_LABELS: Record<ExportPart, string> = {
  account: 'Account and profile',
  tricks: 'Trick progress',
  posts: 'Posts and reactions',
  verification: 'Verification votes',
  messaging: 'Messages and notifications',
  sponsorships: 'Sponsorships',
  admin: 'Admin records',
  games: 'Games of S.K.A.T.E.',
  media: 'Uploaded clips and photos',
  social: 'Follows, blocks and settings',
};

export interface DataExport {
  product: string;
  exportedAt: string;
  parts: Record<ExportPart, UserDataExportDto>;
}

export interface ExportProgress {
  /** The part being fetched now. */
  part: ExportPart;
  /** How many parts are already in. */
  done: number;
  total: number;
}

/** One service's share of the archive: `GET /api/me/export/{part}`. */
export function fetchExportPart(part: ExportPart, signal?: AbortSignal): Promise<UserDataExportDto> {
  return api.GET('/api/me/export/{part}', { params: { path: { part } }, signal });
}

/** An error that names the part that could not be fetched. */
export class ExportPartError extends Error {
  override readonly name = 'ExportPartError';

  constructor(
    readonly part: ExportPart,
    override readonly cause: unknown,
  ) {
    super(`Could not fetch ${EXPORT_PART_LABELS[part].toLowerCase()}`);
  }
}

/**
 * Fetches the parts one after another (each service assembles its own) and combines them into one
 * archive, reporting each step so the screen can show how far it got.
 */
export async function assembleExport(
  onProgress: (progress: ExportProgress) => void,
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): Promise<DataExport> {
  const parts = {} as Record<ExportPart, UserDataExportDto>;
  for (const [index, part] of EXPORT_PARTS.entries()) {
    onProgress({ part, done: index, total: EXPORT_PARTS.length });
    try {
      parts[part] = await fetchExportPart(part, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ExportPartError(part, error);
    }
  }
  return { product: PRODUCT_NAME, exportedAt: now.toISOString(), parts };
}

/** `the-boonies-data-2026-05-01.json`, dated in the person's own time zone. */
export function exportFileName(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `the-boonies-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
