import { cn } from '@/lib/utils';
import { letterLamps, lettersLabel } from '../game-rules';

interface SkateLettersProps {
  letters: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** S K A T E, the player's letters lit; read out as e.g. "2 letters: S K". */
export function SkateLetters({ letters, size = 'md', className }: SkateLettersProps) {
  return (
    <span role="img" aria-label={lettersLabel(letters)} className={cn('inline-flex gap-1', className)}>
      {letterLamps(letters).map(({ letter, lit }) => (
        <span
          key={letter}
          aria-hidden
          data-lit={lit || undefined}
          className={cn(
            'flex items-center justify-center rounded-md border font-black tabular-nums transition-colors',
            size === 'md' ? 'size-8 text-base' : 'size-6 text-xs',
            lit
              ? 'border-transparent bg-brand-gradient text-white shadow-sm shadow-indigo-950/40'
              : 'border-border bg-muted/40 text-muted-foreground/60',
          )}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}
