import { ExternalLink, Mail, Settings, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { documentTitle, PRODUCT_NAME } from '@/lib/product';
import { DEFAULT_CONTACT_EMAIL, usePublicConfig } from '@/lib/public-config';
import { useCurrentUser } from '@/lib/session/api/current-user';

export const STORE_TITLE = `${PRODUCT_NAME} Store`;

/**
 * `/store`: the deployment's shop embedded full height; otherwise a placeholder that offers the
 * merchandise link an admin set (shops on other sites are linked, never framed), or says the shop is closed.
 */
export function StorePage() {
  const config = usePublicConfig();

  if (config.isPending) {
    return (
      <div className="flex justify-center py-12">
        <title>{documentTitle('Store')}</title>
        <Spinner label="Loading the store..." />
      </div>
    );
  }

  const { storeUrl = null, merchandiseUrl = null, contactEmail = DEFAULT_CONTACT_EMAIL } = config.data ?? {};
  if (storeUrl) return <StoreFrame storeUrl={storeUrl} />;
  return <StorePlaceholder merchandiseUrl={merchandiseUrl} contactEmail={contactEmail} />;
}

function StorePlaceholder({
  merchandiseUrl,
  contactEmail,
}: {
  merchandiseUrl: string | null;
  contactEmail: string;
}) {
  const isAdmin = useCurrentUser().data?.isAdmin === true;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>{documentTitle('Store')}</title>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{STORE_TITLE}</h1>
      <Card>
        {merchandiseUrl ? (
          <EmptyState
            icon={ShoppingBag}
            title="Boonies merch is online"
            description={`Boards, apparel and stickers from the park are sold at ${new URL(merchandiseUrl).host}. The shop opens in a new tab.`}
            action={
              <Button asChild>
                <a href={merchandiseUrl} target="_blank" rel="noopener noreferrer">
                  Visit the merch shop
                  <ExternalLink aria-hidden />
                </a>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ShoppingBag}
            title="The shop is closed for now"
            description="We are busy printing tees and waxing boxes. New boards, apparel and stickers will be here soon, so check back after your next session."
            action={
              <Button asChild variant="outline">
                <a href={`mailto:${contactEmail}?subject=Boonies%20merch`}>
                  <Mail aria-hidden />
                  Ask us about merch
                </a>
              </Button>
            }
          />
        )}
      </Card>
      {isAdmin && (
        // Admins reach the setting from where they notice it is missing or wrong.
        <p className="mt-4 text-center text-sm text-muted-foreground">
          <Link
            to="/admin?tab=store"
            className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline"
          >
            <Settings aria-hidden className="size-3.5" />
            Change the store link
          </Link>
        </p>
      )}
    </div>
  );
}

function StoreFrame({ storeUrl }: { storeUrl: string }) {
  return (
    // The page's own height minus the header (4rem) and the main area's padding; the phone's bottom
    // bar takes another 4rem below large screens.
    <div className="-mx-4 -mb-28 -mt-6 flex h-[calc(100dvh-8rem-env(safe-area-inset-bottom))] flex-col sm:-mx-6 lg:-mx-8 lg:-mb-10 lg:h-[calc(100dvh-4rem)]">
      <title>{documentTitle('Store')}</title>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h1 className="text-base font-semibold">{STORE_TITLE}</h1>
        <a
          href={storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-link underline-offset-4 hover:underline"
        >
          Open in a new tab
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </div>
      <iframe
        src={storeUrl}
        title={STORE_TITLE}
        className="w-full flex-1 border-0 bg-background"
        // Sandboxed: the shop keeps its scripts, forms and checkout pop-ups but cannot take over this page.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
