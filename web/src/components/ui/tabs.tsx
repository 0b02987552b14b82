import {
  createContext,
  useContext,
  useId,
  useMemo,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs as WAI-ARIA's tabs pattern with automatic activation, the way Radix's behave: the selected tab is the
 * list's one tab stop, the arrow keys, Home and End (and Page Up and Down) move along the list (round at the
 * ends) and select the tab they reach, a press or Enter or Space selects. They are ours rather than Radix's:
 * Radix's panel measures its CSS animation when it mounts (a forced style recalculation of the whole page
 * inside React's commit) and each of its tabs counts itself into state as it mounts; inside the page's first
 * commit either update makes React render again at once, running every pending effect of the page in that
 * same long task. The selected value is always controlled by the screen (most keep it in the URL).
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  const state = useMemo(() => ({ baseId, value, select: onValueChange }), [baseId, value, onValueChange]);
  return (
    <TabsStateContext.Provider value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'inline-flex h-11 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** Which tab a key moves to along a horizontal list, left to right. */
const MOVES: Record<string, 'first' | 'last' | 'prev' | 'next'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  event.preventDefault();
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const at = tabs.indexOf(event.currentTarget);
  const next =
    move === 'first'
      ? tabs[0]
      : move === 'last'
        ? tabs.at(-1)
        : tabs[(at + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length];
  // Focus selects it (automatic activation).
  next?.focus();
}

export function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const { baseId, value: selectedValue, select } = useTabsState('TabsTrigger');
  const selected = selectedValue === value;
  return (
    <button
      type="button"
      role="tab"
      // The ids pair each trigger with its panel below.
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      aria-selected={selected}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || disabled) return;
        // A plain press selects as it goes down; a Ctrl-press (a context menu on a Mac) neither selects nor
        // takes the focus.
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') select(value);
        else moveFocus(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected && !disabled) select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  value,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'id' | 'role' | 'hidden'> & { value: string }) {
  const state = useTabsState('TabsContent');
  const selected = state.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={triggerId(state.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      // Focusable like Radix's panel, so keyboard users reach a panel that starts with text.
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
