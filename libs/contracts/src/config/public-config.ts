/** `GET /api/config/public`: what the browser may know about this deployment (no sign-in needed). */
export interface PublicConfigDto {
  /** The shop the Store page frames (only `STORE_URL`'s origin may be framed), or `null` when there is none. */
  storeUrl: string | null;
  /**
   * The merchandise link the Store page offers: the one an admin set, else the deployment's `STORE_URL`,
   * else `null`. Shown as a link, never framed (only `STORE_URL`'s origin may be framed).
   */
  merchandiseUrl: string | null;
  /** Where the About page's Contact Us link writes to. */
  contactEmail: string;
  /**
   * The VAPID public key (base64url) browsers subscribe to pushes with, or `null` when this deployment
   * sends no pushes.
   */
  vapidPublicKey: string | null;
}
