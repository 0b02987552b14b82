import { TAG_SUGGESTIONS } from '@boonies/contracts/posts';
import { SEARCH_MIN_LENGTH, type UserSummaryDto } from '@boonies/contracts/social';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { UserAvatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadges } from '@/components/ui/status-badges';
import { useUserSearch } from '@/features/profiles/api/search-users';
import { PROFILES_MESSAGES } from '@/features/profiles/profiles-messages';
import { useCatalogue } from '@/lib/catalogue/api/tricks';
import { searchTricks } from '@/lib/catalogue/catalogue';
import { categoryLabel } from '@/lib/catalogue/trick-categories';
import { profilePath, trickPath } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

/** The spec's search timing: wait for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;
const SKATER_RESULTS = 5;

type SearchOption =
  | { kind: 'trick'; id: string; label: string; detail: string; to: string }
  | { kind: 'skater'; id: string; label: string; to: string; user: UserSummaryDto };

interface HeaderSearchProps {
  className?: string;
  autoFocus?: boolean;
  /** Called when a result is opened (the phone's search panel closes then). */
  onNavigate?: () => void;
}

/**
 * The header's search (in the header on medium screens and up, in a panel on phones): tricks from the
 * catalogue and skaters from the server, as a combobox — arrows move through the results, Enter opens one,
 * Escape closes the list.
 */
export function HeaderSearch({ className, autoFocus, onNavigate }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH;
  const catalogue = useCatalogue({ enabled: searching });
  const skaters = useUserSearch(query);

  useEffect(() => {
    if (skaters.isError) toast.error(PROFILES_MESSAGES.searchFailed);
  }, [skaters.isError, query]);

  const options = useMemo<SearchOption[]>(() => {
    if (!searching) return [];
    const tricks = searchTricks(catalogue.data?.tricks ?? [], query, { tolerateTypos: true })
      .slice(0, TAG_SUGGESTIONS)
      .map((trick): SearchOption => ({
        kind: 'trick',
        id: trick.id,
        label: trick.name,
        detail: categoryLabel(trick.category),
        to: trickPath(trick.id),
      }));
    const people = (skaters.data ?? []).slice(0, SKATER_RESULTS).map((user): SearchOption => ({
      kind: 'skater',
      id: user.id,
      label: user.displayName || user.username,
      to: profilePath(user.id),
      user,
    }));
    return [...tricks, ...people];
  }, [searching, catalogue.data, skaters.data, query]);

  // A new result list starts with nothing highlighted.
  useEffect(() => setActive(-1), [options]);

  const expanded = open && searching;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(option: SearchOption): void {
    setOpen(false);
    setText('');
    onNavigate?.();
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (chosen) go(chosen);
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  }

  const loading = searching && (skaters.isPending || catalogue.isPending);
  const tricks = options.filter((option) => option.kind === 'trick');
  const people = options.filter((option) => option.kind === 'skater');

  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        role="combobox"
        aria-label="Search tricks and skaters"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          expanded && active >= 0 && active < options.length ? optionId(active) : undefined
        }
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search tricks, skaters..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 rounded-full bg-muted/60 pl-9"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded}
        // Keeps focus in the box while a result is clicked, so the list is still there to receive the click.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-12 z-50 max-h-[70dvh] overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-xl shadow-black/30"
      >
        {expanded && (
          <>
            <ResultGroup
              label="Tricks"
              options={tricks}
              offset={0}
              active={active}
              optionId={optionId}
              onPick={go}
            />
            <ResultGroup
              label="Skaters"
              options={people}
              offset={tricks.length}
              active={active}
              optionId={optionId}
              onPick={go}
            />
            {loading ? (
              <div className="flex justify-center p-3">
                <Spinner label="Searching..." />
              </div>
            ) : options.length === 0 ? (
              <p role="status" className="p-3 text-center text-sm text-muted-foreground">
                No tricks or skaters match “{query}”
              </p>
            ) : (
              <p role="status" className="sr-only">
                {options.length === 1 ? '1 result' : `${options.length} results`}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

interface ResultGroupProps {
  label: string;
  options: SearchOption[];
  offset: number;
  active: number;
  optionId: (index: number) => string;
  onPick: (option: SearchOption) => void;
}

function ResultGroup({ label, options, offset, active, optionId, onPick }: ResultGroupProps) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="py-1">
      <p
        aria-hidden
        className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {label}
      </p>
      {options.map((option, index) => {
        const selected = offset + index === active;
        return (
          <div
            key={`${option.kind}-${option.id}`}
            id={optionId(offset + index)}
            role="option"
            aria-selected={selected}
            onClick={() => onPick(option)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm',
              selected ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            {option.kind === 'skater' ? (
              <>
                <UserAvatar name={option.label} src={option.user.profilePicture} size="sm" />
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{option.label}</span>
                  <span className="truncate text-xs text-muted-foreground">@{option.user.username}</span>
                </span>
                <StatusBadges user={option.user} />
              </>
            ) : (
              <>
                <span className="truncate font-medium">{option.label}</span>
                <span className="ml-auto truncate text-xs text-muted-foreground">{option.detail}</span>
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
