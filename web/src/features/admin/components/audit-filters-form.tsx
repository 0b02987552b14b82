import { AUDIT_ACTIONS, type AuditMode } from '@boonies/contracts/admin';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import type { AuditFilters } from '../api/audit-log';

const MODE_LABELS: Record<AuditMode, string> = { self: 'As themselves', puppet: 'As a puppet' };

/** `posts.post-deleted` → `posts: post deleted`, readable in a list without a table of names to keep. */
export function actionLabel(action: string): string {
  const [service, name = ''] = action.split('.');
  return `${service}: ${name.replace(/-/g, ' ')}`;
}

const USERNAME_INPUT = { placeholder: 'username', maxLength: 30, autoComplete: 'off' } as const;

interface Draft {
  actor: string;
  targetUser: string;
  action: string;
  mode: '' | AuditMode;
  fromDay: string;
  toDay: string;
}

const EMPTY: Draft = { actor: '', targetUser: '', action: '', mode: '', fromDay: '', toDay: '' };

/** A day picked in the admin's own time zone, as the moment it starts. */
function startOfDay(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

function startOfNextDay(day: string): string {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}

function filtersOf(draft: Draft): AuditFilters {
  const username = (value: string) => value.trim().replace(/^@/, '').toLowerCase() || undefined;
  return {
    actor: username(draft.actor),
    targetUser: username(draft.targetUser),
    action: draft.action || undefined,
    mode: draft.mode || undefined,
    // The "to" day is included: entries before the start of the day after it.
    from: draft.fromDay ? startOfDay(draft.fromDay) : undefined,
    to: draft.toDay ? startOfNextDay(draft.toDay) : undefined,
  };
}

/** The audit log's filters: applied together on submit, cleared at once. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent): void {
    event.preventDefault();
    onApply(filtersOf(draft));
  }

  function clear(): void {
    setDraft(EMPTY);
    onApply({});
  }

  function textField(label: string, field: keyof Draft, props: InputHTMLAttributes<HTMLInputElement>) {
    return (
      <FormField label={label}>
        {(control) => (
          <Input
            {...control}
            {...props}
            value={draft[field]}
            onChange={(event) => set(field)(event.target.value)}
          />
        )}
      </FormField>
    );
  }

  function selectField(
    label: string,
    field: keyof Draft,
    anyLabel: string,
    options: readonly (readonly [value: string, label: string])[],
  ) {
    return (
      <FormField label={label}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={draft[field]}
            onChange={(event) => set(field)(event.target.value)}
          >
            <option value="">{anyLabel}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }

  return (
    <form
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {textField('Actor', 'actor', USERNAME_INPUT)}
      {textField('Target user', 'targetUser', USERNAME_INPUT)}
      {selectField(
        'Action',
        'action',
        'Any action',
        AUDIT_ACTIONS.map((action) => [action, actionLabel(action)]),
      )}
      {selectField('Acting', 'mode', 'Either way', Object.entries(MODE_LABELS))}
      {textField('From', 'fromDay', { type: 'date' })}
      {textField('To', 'toDay', { type: 'date' })}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
