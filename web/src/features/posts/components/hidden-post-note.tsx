import { EyeOff } from 'lucide-react';

/**
 * Marks a post a moderator hid. Only its author still receives it, so the note tells them nobody else sees
 * it; nobody can reply to it or react to it any more.
 */
export function HiddenPostNote() {
  return (
    <p
      role="note"
      className="mt-3 flex items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <EyeOff aria-hidden className="size-4 shrink-0 text-amber-500" />
      <span>
        <span className="font-semibold">Hidden by moderators.</span>{' '}
        <span className="text-muted-foreground">Only you can see it.</span>
      </span>
    </p>
  );
}
