import { TAGGED_TRICKS_MAX } from '@boonies/contracts/posts';
import { useId, useMemo, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { TrickChoiceList, TrickNameSearch, useTrickChoices } from '@/components/catalogue/trick-choice-list';
import { ALL_CATEGORIES } from '@/lib/catalogue/catalogue';
import { categoryLabel } from '@/lib/catalogue/trick-categories';
import type { ChosenTrick } from '../trick-tags';

interface TrickPickerProps {
  chosen: readonly ChosenTrick[];
  onToggle: (trick: ChosenTrick, selected: boolean) => void;
}

/** The "Select Tricks" panel of a trick video: search by name, narrow by category, tick what the clip shows. */
export function TrickPicker({ chosen, onToggle }: TrickPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const choices = useTrickChoices(text, category);
  const chosenIds = useMemo(() => new Set(chosen.map((trick) => trick.id)), [chosen]);
  const full = chosen.length >= TAGGED_TRICKS_MAX;

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Select Tricks</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <TrickNameSearch value={text} onChange={setText} />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-category`} className="sr-only">
            Category
          </Label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={cn(inputClasses, 'appearance-auto')}
          >
            <option value={ALL_CATEGORIES}>All</option>
            {choices.catalogue.data?.categories.map((group) => (
              <option key={group.category} value={group.category}>
                {categoryLabel(group.category)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TrickChoiceList
        choices={choices}
        note={full && ` · At most ${TAGGED_TRICKS_MAX} tricks per video.`}
        className="max-h-64"
        renderControl={(trick, controlId) => {
          const checked = chosenIds.has(trick.id);
          return (
            <Checkbox
              id={controlId}
              checked={checked}
              disabled={!checked && full}
              onCheckedChange={(next) => onToggle({ id: trick.id, name: trick.name }, next === true)}
            />
          );
        }}
      />
    </fieldset>
  );
}
