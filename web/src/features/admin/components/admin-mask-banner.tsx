import { VenetianMask } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { useReturnToAdmin } from '../api/return-to-admin';

/**
 * Tells an admin operating a puppet account who they are acting as, with the way back. The app shell shows
 * it above every page while the session carries `actingAdmin`.
 */
export function AdminMaskBanner() {
  const user = useSignedInUser();
  const returnToAdmin = useReturnToAdmin();
  if (!user.actingAdmin) return null;
  return (
    <section
      aria-label="Admin Mask Mode"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3"
    >
      <VenetianMask aria-hidden className="size-5 text-amber-500" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">Admin Mask Mode Active</p>
        <p className="text-sm text-muted-foreground">Operating as: {user.username}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="h-10"
        onClick={() => returnToAdmin.mutate()}
        isLoading={returnToAdmin.isPending}
      >
        Return
      </Button>
    </section>
  );
}
