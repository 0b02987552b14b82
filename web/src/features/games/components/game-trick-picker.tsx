import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { TrickChoiceList, TrickNameSearch, useTrickChoices } from '@/components/catalogue/trick-choice-list';
import type { GameTrickDto } from '@boonies/contracts/games';

interface GameTrickPickerProps {
  chosen: GameTrickDto | null;
  onChoose: (trick: GameTrickDto) => void;
  invalid?: boolean;
}

/** One trick from the catalogue, found by name: a search box over a list of radio buttons. */
export function GameTrickPicker({ chosen, onChoose, invalid }: GameTrickPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const choices = useTrickChoices(text);

  return (
    <fieldset
      aria-invalid={invalid || undefined}
      className={cn('grid gap-3 rounded-lg border p-3', invalid && 'border-destructive')}
    >
      <legend className="px-1 text-sm font-semibold">Trick</legend>
      {chosen && (
        <p className="text-sm">
          Setting: <strong>{chosen.name}</strong>
        </p>
      )}
      <TrickNameSearch value={text} onChange={setText} />
      <TrickChoiceList
        choices={choices}
        className="max-h-56"
        renderControl={(trick, controlId) => (
          <input
            id={controlId}
            type="radio"
            name={`${id}-trick`}
            value={trick.id}
            checked={chosen?.id === trick.id}
            onChange={() => onChoose({ id: trick.id, name: trick.name })}
            className="size-4 accent-indigo-500"
          />
        )}
      />
    </fieldset>
  );
}
