/** What the Store page gets: a shop it may frame, and the merchandise link it offers. */
export interface StoreLinks {
  storeUrl: string | null;
  merchandiseUrl: string | null;
}

/**
 * The admin's saved link wins over the deployment's `STORE_URL`. Only `STORE_URL`'s origin may be framed
 * (the Content-Security-Policy's frame-src names it alone), so any other link is offered, never framed.
 */
export function storeLinksOf(savedLink: string | null, deploymentStoreUrl: string | null): StoreLinks {
  const merchandiseUrl = savedLink ?? deploymentStoreUrl;
  if (!merchandiseUrl || !deploymentStoreUrl) return { storeUrl: null, merchandiseUrl };
  const frameable = new URL(merchandiseUrl).origin === new URL(deploymentStoreUrl).origin;
  return { storeUrl: frameable ? merchandiseUrl : null, merchandiseUrl };
}
