import { VenetianMask } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface AdminMask {
  /** The puppet account the admin is operating as. */
  username: string;
}

interface AdminMaskBannerProps {
  mask: AdminMask | null;
  onReturn: () => void;
  isReturning?: boolean;
}

/**
 * Tells an admin operating a puppet account who they are posting as, with the way back. The Home page
 * shows it while the session carries `actingAdmin`.
 */
export function AdminMaskBanner({ mask, onReturn, isReturning = false }: AdminMaskBannerProps) {
  if (!mask) return null;
  return (
    <section
      aria-label="Admin Mask Mode"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3"
    >
      <VenetianMask aria-hidden className="size-5 text-amber-500" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">Admin Mask Mode Active</p>
        <p className="text-sm text-muted-foreground">Operating as: {mask.username}</p>
      </div>
      <Button variant="outline" size="sm" className="h-10" onClick={onReturn} isLoading={isReturning}>
        Return
      </Button>
    </section>
  );
}
