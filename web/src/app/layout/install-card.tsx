import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  closeInstallHelp,
  dismissInstallCard,
  installApp,
  useInstallOffer,
} from '@/lib/offline/install-prompt';

/**
 * Offers, once, to put the app on the home screen: the browser's own install where it has one, and on iOS
 * Safari a short explanation of Share -> Add to Home Screen. Dismissed, it stays away on this device; the
 * account menu still offers "Install app".
 */
export function InstallCard() {
  const { way, cardDismissed, helpOpen } = useInstallOffer();
  const titleId = useId();
  const gotIt = useRef<HTMLButtonElement>(null);
  // Asked for from the account menu: the explanation takes the focus the closed menu gives back.
  useEffect(() => {
    if (helpOpen) gotIt.current?.focus();
  }, [helpOpen]);

  const showPrompt = way === 'prompt' && !cardDismissed;
  const showIosHelp = way === 'ios' && (!cardDismissed || helpOpen);
  if (!showPrompt && !showIosHelp) return null;

  const close = () => (helpOpen && cardDismissed ? closeInstallHelp() : dismissInstallCard());

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-20 z-40 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg sm:left-auto sm:right-4 sm:w-96 lg:bottom-4"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {showPrompt ? 'Install The Boonies' : 'Add to Home Screen'}
          </h2>
          {showPrompt ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Open it from your home screen like any app, even with no signal at the park.
            </p>
          ) : (
            <ol className="mt-2 grid gap-2 text-sm text-muted-foreground">
              <li className="flex items-center gap-2">
                <Share aria-hidden className="size-4 shrink-0" />
                <span>
                  Tap <strong className="text-foreground">Share</strong> in Safari&apos;s toolbar.
                </span>
              </li>
              <li className="flex items-center gap-2">
                <SquarePlus aria-hidden className="size-4 shrink-0" />
                <span>
                  Choose <strong className="text-foreground">Add to Home Screen</strong>.
                </span>
              </li>
            </ol>
          )}
        </div>
        <Button variant="ghost" size="icon" aria-label="Dismiss" className="-m-2 shrink-0" onClick={close}>
          <X aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        {showPrompt ? (
          <>
            <Button variant="ghost" size="sm" onClick={dismissInstallCard}>
              Not now
            </Button>
            <Button size="sm" onClick={() => void installApp()}>
              <Download aria-hidden />
              Install app
            </Button>
          </>
        ) : (
          <Button ref={gotIt} variant="secondary" size="sm" onClick={close}>
            Got it
          </Button>
        )}
      </div>
    </section>
  );
}
