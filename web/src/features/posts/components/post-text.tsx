import { splitRichText, trickTagIndex } from '@boonies/contracts/posts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { mentionPath, trickPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useTrickOptions } from '../api/trick-options';

const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/**
 * A post's or reply's words, with each `@username` a link to that skater and each `#tag` that names a
 * catalogue trick a link to the trick. Everything is text to React: nothing in a post becomes markup. The
 * catalogue is asked for only when the text has a tag; until it answers, a tag shows as written.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  const segments = useMemo(() => splitRichText(text), [text]);
  const hasTags = segments.some((segment) => segment.kind === 'tag');
  const catalogue = useTrickOptions({ enabled: hasTags });
  const findTrick = useMemo(() => trickTagIndex(catalogue.data?.tricks ?? []), [catalogue.data]);
  return (
    <p className={cn('whitespace-pre-wrap break-words leading-relaxed', className)}>
      {segments.map((segment, index) => {
        if (segment.kind === 'mention') {
          return (
            <Link key={index} to={mentionPath(segment.username)} className={linkClass}>
              {segment.text}
            </Link>
          );
        }
        const trick = segment.kind === 'tag' ? findTrick(segment.tag) : undefined;
        if (trick) {
          return (
            <Link key={index} to={trickPath(trick.id)} className={linkClass} title={trick.name}>
              {segment.text}
            </Link>
          );
        }
        return segment.text;
      })}
    </p>
  );
}
