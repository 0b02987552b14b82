import { Transform } from 'class-transformer';
import { IsString, IsUrl, MaxLength, ValidateIf } from 'class-validator';

import { PublicLink } from '../links/public-link.validator';
import { STORE_LINK_MAX } from './site-settings-rules';
import { ApiNote } from '../common/api-notes';

/** The park-wide settings an admin sets from the admin panel (kept by the admin service). */
export interface SiteSettingsDto {
  /** The merchandise link the Store page offers, or `null` when none has been set. */
  storeUrl: string | null;
  /** When an admin last changed the settings, ISO 8601; `null` while they have never been set. */
  updatedAt: string | null;
}

/** `GET /api/admin/site-settings`: the saved settings plus the deployment's default the page falls back to. */
export interface AdminSiteSettingsDto extends SiteSettingsDto {
  /** The deployment's `STORE_URL`, used while no link is saved. */
  defaultStoreUrl: string | null;
}

// An empty field clears the link: the Store page goes back to the deployment's default.
const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** `PUT /api/admin/site-settings`: the merchandise link (https only), or `null` to clear it. */
export class UpdateSiteSettingsDto {
  @ApiNote({
    description: 'An https:// link; `null` or empty clears it (the deployment STORE_URL applies again)',
    example: 'https://shop.example.com/boonies',
  })
  @Transform(trimmedOrNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'storeUrl must be a link or null' })
  @MaxLength(STORE_LINK_MAX, { message: `storeUrl must be at most ${STORE_LINK_MAX} characters` })
  @PublicLink()
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true, allow_underscores: true },
    { message: 'storeUrl must be an https:// link' },
  )
  storeUrl!: string | null;
}
