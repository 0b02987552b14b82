import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SuggestedSkaters } from '@/features/profiles';

/**
 * Under an empty Following feed, which is where a new skater lands: ways to fill it (suggested skaters
 * to follow, first tricks to tick) and the Popular feed meanwhile, so the first screen is not a dead end.
 */
export function FollowingOnboarding({ onShowPopular }: { onShowPopular: () => void }) {
  return (
    <div className="grid gap-4 px-6 pb-6">
      <p className="text-center text-sm text-muted-foreground">
        Follow skaters to see their posts here. Until then, see what everyone is posting.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onShowPopular}>Show Popular posts</Button>
        <Button asChild variant="outline">
          <Link to={paths.tricks}>
            <ListChecks aria-hidden />
            Tick your first tricks
          </Link>
        </Button>
      </div>
      {/* Wide screens show the suggestions in the right sidebar already. */}
      <div className="xl:hidden">
        <SuggestedSkaters />
      </div>
    </div>
  );
}
