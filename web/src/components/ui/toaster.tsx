import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useThemePreference } from '@/lib/theme';
import { isToasterWanted, subscribeToToasterWanted, wantToaster } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The toasts' live region, mounted once the first screen is up (so it is there before a toast needs
 * announcing) or with the first toast if that comes sooner: sonner stays out of the first download.
 */
export function AppToaster() {
  const theme = useThemePreference();
  const wanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  useEffect(() => {
    void whenIdle().then(wantToaster);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  );
}
