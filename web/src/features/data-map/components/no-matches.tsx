import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** What a tab says when the filter leaves nothing of it. */
export function NoMatches({ what }: { what: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No ${what} match the filter`}
      description="Try another search or service."
    />
  );
}
