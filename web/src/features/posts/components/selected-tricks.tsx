import { X } from 'lucide-react';
import type { ChosenTrick } from '../trick-tags';

/** The tricks chosen so far, each with a button to take it off. */
export function SelectedTricks({
  tricks,
  onRemove,
}: {
  tricks: readonly ChosenTrick[];
  onRemove: (trickId: string) => void;
}) {
  if (tricks.length === 0) return null;
  return (
    <ul aria-label="Chosen tricks" className="flex flex-wrap gap-1.5">
      {tricks.map((trick) => (
        <li
          key={trick.id}
          className="inline-flex items-center gap-1 rounded-full border border-ring/40 bg-ring/10 py-0.5 pl-3 pr-0.5 text-sm font-medium"
        >
          {trick.name}
          <button
            type="button"
            aria-label={`Remove ${trick.name}`}
            onClick={() => onRemove(trick.id)}
            className="flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
