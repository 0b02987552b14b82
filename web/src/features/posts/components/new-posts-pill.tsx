import { ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Floats at the top of the feed when others have posted; the skater chooses when the feed moves. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    // The live region stays mounted so that its text changing is announced.
    <div role="status" className="pointer-events-none sticky top-20 z-30 flex h-0 justify-center">
      {count > 0 && (
        <Button
          size="sm"
          onClick={onShow}
          className="pointer-events-auto h-9 rounded-full px-4 shadow-lg shadow-black/40"
        >
          <ArrowUp aria-hidden />
          {count === 1 ? '1 new post' : `${count} new posts`}
        </Button>
      )}
    </div>
  );
}
