import { type CreateTrickDto, DIFFICULTY_LABELS } from '@boonies/contracts/tricks';
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { textareaClasses } from '@/components/ui/textarea';
import type { Catalogue } from '@/lib/catalogue/api/tricks';
import { trickMatches } from '@/lib/catalogue/catalogue';
import { categoryLabel } from '@/lib/catalogue/trick-categories';
import { ADD_DIFFICULTIES, trickFieldsOf, type TrickFormValues } from '../trick-fields';
import { Form } from '@/components/ui/form';

/** The prerequisite picker lists this many matches (spec 02 §9). */
const PREREQUISITE_MATCHES = 10;

interface TrickFormProps {
  catalogue: Catalogue;
  initial: TrickFormValues;
  /** The trick being edited, left out of its own prerequisites; absent when adding. */
  trickId?: string;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (fields: CreateTrickDto) => void;
  onCancel?: () => void;
}

type TextKey = Exclude<keyof TrickFormValues, 'prerequisites'>;

const LINE_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'setup', label: 'Setup (one per line)' },
  { key: 'steps', label: 'Steps (one per line)' },
  { key: 'commonMistakes', label: 'Common mistakes (one per line)' },
  { key: 'proTips', label: 'Pro tips (one per line)' },
];

export function TrickForm({
  catalogue,
  initial,
  trickId,
  submitLabel,
  isSaving,
  onSubmit,
  onCancel,
}: TrickFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ message: string; field?: 'points' } | null>(null);
  const errorId = useId();
  const set = (key: TextKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  // An edited trick may sit in a category or at a difficulty the add form does not offer.
  const categories = useMemo(() => {
    const known = catalogue.categories.map((group) => group.category);
    return initial.category && !known.includes(initial.category) ? [...known, initial.category] : known;
  }, [catalogue, initial.category]);
  const difficulties: readonly string[] = trickId ? DIFFICULTY_LABELS : ADD_DIFFICULTIES;

  function submit() {
    const result = trickFieldsOf(values);
    if ('error' in result) {
      setError({ message: result.error, field: result.field });
      return;
    }
    setError(null);
    onSubmit(result.fields);
  }

  return (
    <Form aria-label={submitLabel} onSubmit={submit}>
      {error && !error.field && (
        <Alert id={errorId} variant="destructive">
          {error.message}
        </Alert>
      )}
      <FormField label="Name" invalid={!!error && !error.field && !values.name.trim()}>
        {(control) => (
          <Input {...control} value={values.name} onChange={(event) => set('name')(event.target.value)} />
        )}
      </FormField>
      <FormField label="Other names (comma separated)">
        {(control) => (
          <Input
            {...control}
            placeholder="Tre Flip, 3 Flip"
            value={values.aliases}
            onChange={(event) => set('aliases')(event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Category" invalid={!!error && !error.field && !values.category}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={values.category}
              onChange={(event) => set('category')(event.target.value)}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Difficulty" invalid={!!error && !error.field && !values.difficulty}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={values.difficulty}
              onChange={(event) => set('difficulty')(event.target.value)}
            >
              <option value="">Select a difficulty</option>
              {difficulties.map((label, index) => (
                <option key={label} value={label}>
                  {label} ({index + 1})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Points" error={error?.field === 'points' ? error.message : null}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              placeholder="Default"
              value={values.points}
              onChange={(event) => set('points')(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Description">
        {(control) => (
          <textarea
            {...control}
            className={textareaClasses}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Video URL">
        {(control) => (
          <Input
            {...control}
            type="url"
            placeholder="https://"
            value={values.videoUrl}
            onChange={(event) => set('videoUrl')(event.target.value)}
          />
        )}
      </FormField>
      {LINE_FIELDS.map(({ key, label }) => (
        <FormField key={key} label={label}>
          {(control) => (
            <textarea
              {...control}
              className={textareaClasses}
              value={values[key]}
              onChange={(event) => set(key)(event.target.value)}
            />
          )}
        </FormField>
      ))}
      <PrerequisitePicker
        catalogue={catalogue}
        selected={values.prerequisites}
        exclude={trickId}
        onChange={(prerequisites) => setValues((current) => ({ ...current, prerequisites }))}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        )}
        <Button type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

interface PrerequisitePickerProps {
  catalogue: Catalogue;
  selected: string[];
  exclude?: string;
  onChange: (selected: string[]) => void;
}

function PrerequisitePicker({ catalogue, selected, exclude, onChange }: PrerequisitePickerProps) {
  const [search, setSearch] = useState('');
  const matches = catalogue.tricks
    .filter((trick) => trick.id !== exclude && !selected.includes(trick.id) && trickMatches(trick, search))
    .slice(0, PREREQUISITE_MATCHES);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Prerequisites</legend>
      {selected.length > 0 && (
        <ul aria-label="Chosen prerequisites" className="flex flex-wrap gap-2">
          {selected.map((id) => {
            const name = catalogue.byId.get(id)?.name ?? id;
            return (
              <li key={id}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-9"
                  aria-label={`Remove prerequisite ${name}`}
                  onClick={() => onChange(selected.filter((other) => other !== id))}
                >
                  {name}
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Input
        type="search"
        aria-label="Search prerequisites"
        placeholder="Search tricks to add"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul aria-label="Prerequisite matches" className="flex flex-wrap gap-2">
        {matches.map((trick) => (
          <li key={trick.id}>
            <Button
              variant="outline"
              size="sm"
              className="h-9"
              aria-label={`Add prerequisite ${trick.name}`}
              onClick={() => onChange([...selected, trick.id])}
            >
              {trick.name}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
