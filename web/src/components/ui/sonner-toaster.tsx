import { Toaster } from 'sonner';
import type { ThemePreference } from '@/lib/theme';

/**
 * Toasts as the product specifies them: top centre, 4 s each (paused on hover, focus or a hidden tab),
 * at most 3 at once, 356 px wide with 14 px between, swiped away to the right, reached with F8.
 */
export default function SonnerToaster({ theme }: { theme: ThemePreference }) {
  return (
    <Toaster
      theme={theme}
      position="top-center"
      duration={4000}
      visibleToasts={3}
      gap={14}
      swipeDirections={['right']}
      hotkey={['F8']}
      richColors
      closeButton
      // Said, not asked: left to itself the library reads the page's direction from its computed style on
      // every render, a style recalculation in the middle of the first screen's render.
      dir="ltr"
      // The toasts speak in the app's typeface rather than the library's own.
      style={{ fontFamily: 'inherit' }}
    />
  );
}
