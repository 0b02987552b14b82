import { memo } from 'react';
import { Link } from 'react-router-dom';
import { trickPath } from '@/lib/paths';
import { cn } from '@/lib/utils';
import type { NodeBox } from '../progression-layout';
import { categoryColor } from '@/lib/catalogue/trick-categories';
import type { TrickStatus } from '../trick-status';
import { STATUS_LOOKS } from '../trick-status-look';

/** The look of a node by status; brands (no status) get the plain card. */
const NODE_CLASSES: Record<TrickStatus | 'none', string> = {
  verified: 'border-transparent bg-brand-gradient text-white shadow-lg shadow-cyan-500/20',
  learned: 'border-indigo-400/70 bg-indigo-500/25 text-foreground',
  available:
    'border-cyan-400 bg-cyan-400/10 text-foreground shadow-[0_0_0_3px_rgb(34_211_238/0.15),0_0_22px_rgb(34_211_238/0.35)]',
  'needs-prerequisites': 'border-border bg-card text-muted-foreground',
  none: 'border-border bg-card text-foreground',
};

export function nodeElementId(trickId: string): string {
  return `map-node-${trickId}`;
}

interface MapNodeProps {
  box: NodeBox;
  name: string;
  status: TrickStatus | undefined;
  /** Filtered out: faded, and neither focusable nor read out. */
  dimmed: boolean;
  /** The one node Tab reaches; arrow keys move this stop (a roving tab index). */
  tabbable: boolean;
  onFocus: (trickId: string) => void;
  onHover: (trickId: string | null) => void;
}

/** One trick on the map: a link to its page, coloured by status, with its category as a stripe. */
export const MapNode = memo(function MapNode({
  box,
  name,
  status,
  dimmed,
  tabbable,
  onFocus,
  onHover,
}: MapNodeProps) {
  const look = status ? STATUS_LOOKS[status] : null;
  const Icon = look?.icon;
  return (
    <Link
      id={nodeElementId(box.id)}
      to={trickPath(box.id)}
      tabIndex={tabbable ? 0 : -1}
      inert={dimmed}
      draggable={false}
      aria-label={look ? `${name}, ${look.label}` : name}
      onFocus={() => onFocus(box.id)}
      onPointerEnter={() => onHover(box.id)}
      onPointerLeave={() => onHover(null)}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
      className={cn(
        'absolute flex items-center gap-2 overflow-hidden rounded-lg border py-1 pl-3.5 pr-2.5 text-xs font-semibold leading-tight transition-[opacity,filter] hover:brightness-125',
        NODE_CLASSES[status ?? 'none'],
        dimmed && 'opacity-15',
      )}
    >
      <span
        aria-hidden
        className="absolute inset-y-0 left-0 w-1.5"
        style={{ backgroundColor: categoryColor(box.category) }}
      />
      {Icon && (
        <Icon
          aria-hidden
          className={cn(
            'size-3.5 shrink-0 group-data-[zoom=far]/surface:size-5',
            status === 'verified' ? 'fill-current text-white' : look.iconClass,
          )}
        />
      )}
      <span className="line-clamp-2 group-data-[zoom=far]/surface:invisible">{name}</span>
    </Link>
  );
});
