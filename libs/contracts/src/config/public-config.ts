/** `GET /api/config/public`: what the browser may know about this deployment (no sign-in needed). */
export interface PublicConfigDto {
  /** The merchandise shop the Store page frames, or `null` when the park has none configured. */
  storeUrl: string | null;
  /** Where the About page's Contact Us link writes to. */
  contactEmail: string;
}
