export const PRODUCT_NAME = 'The Boonies';

/** A page's browser-tab title. */
export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}
