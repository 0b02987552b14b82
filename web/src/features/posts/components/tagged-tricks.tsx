import type { TaggedTrickDto } from '@boonies/contracts/posts';
import { Hash } from 'lucide-react';
import { Link } from 'react-router-dom';
import { trickPath } from '@/lib/paths';

/** The tricks a post is about, each a link to its page. */
export function TaggedTricks({ tricks }: { tricks: readonly TaggedTrickDto[] }) {
  return (
    <ul aria-label="Tagged tricks" className="mt-3 flex flex-wrap gap-1.5">
      {tricks.map((trick) => (
        <li key={trick.id}>
          <Link
            to={trickPath(trick.id)}
            className="inline-flex min-h-8 items-center gap-0.5 rounded-full border bg-background/40 px-2.5 text-xs font-medium text-link transition-colors hover:bg-accent/60"
          >
            <Hash aria-hidden className="size-3" />
            {trick.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
