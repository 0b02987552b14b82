import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useMemo, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs: the list and its triggers are Radix's (roving focus, arrow keys, ARIA), the panels are plain.
 * Radix's panel measures its CSS animation when it mounts — a forced style recalculation of the whole page
 * inside React's commit, then a synchronous re-render that runs every pending effect in that same task — and
 * ours never animate, so a panel here is just the element with the same roles, ids and states. The selected
 * value is always controlled by the screen (most keep it in the URL).
 */
interface TabsState {
  baseId: string;
  value: string;
}

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({ value, ...props }: ComponentProps<typeof TabsPrimitive.Root> & { value: string }) {
  const baseId = useId();
  const state = useMemo(() => ({ baseId, value }), [baseId, value]);
  return (
    <TabsStateContext.Provider value={state}>
      <TabsPrimitive.Root value={value} {...props} />
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-11 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      // The ids pair each trigger with the panel below, which is ours rather than Radix's.
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
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
