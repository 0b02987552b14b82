import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

interface NavListProps {
  items: readonly NavItem[];
  /** Called after a link is followed, e.g. to close the sheet the list sits in. */
  onNavigate?: () => void;
}

/** The vertical list of destinations; the current one is highlighted and marked aria-current="page". */
export function NavList({ items, onNavigate }: NavListProps) {
  return (
    <ul className="grid gap-1">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'relative flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-accent text-foreground before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-brand-gradient'
                  : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
              )
            }
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
