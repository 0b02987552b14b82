import { memo, useId } from 'react';
import { LAYOUT_METRICS, type ProgressionLayout } from '../progression-layout';
import { categoryColor, categoryLabel } from '@/lib/catalogue/trick-categories';
import type { TrickStatus } from '../trick-status';

const isLearnedStatus = (status: TrickStatus | undefined) => status === 'learned' || status === 'verified';

interface MapBackdropProps {
  layout: ProgressionLayout;
  statuses: ReadonlyMap<string, TrickStatus> | null;
  /** When only the available tricks are shown, the links that lead to them stay lit. */
  onlyNext: boolean;
}

/**
 * What lies under the nodes: a lane per category and the prerequisite links. A link whose prerequisite is
 * learned glows in the brand gradient (which runs left to right across the whole map); the rest are quiet.
 */
export const MapBackdrop = memo(function MapBackdrop({ layout, statuses, onlyNext }: MapBackdropProps) {
  const gradientId = useId();
  const { margin } = LAYOUT_METRICS;
  return (
    <svg
      aria-hidden
      width={layout.width}
      height={layout.height}
      className="absolute left-0 top-0 overflow-visible"
    >
      <defs>
        <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1={0} y1={0} x2={layout.width} y2={0}>
          <stop offset="0" stopColor="#4F46E5" />
          <stop offset="1" stopColor="#06B6D4" />
        </linearGradient>
      </defs>
      {layout.lanes.map((lane) => (
        <g key={lane.category}>
          <rect
            x={margin / 2}
            y={lane.y}
            width={layout.width - margin}
            height={lane.height}
            rx={18}
            fill={categoryColor(lane.category)}
            fillOpacity={0.05}
            stroke={categoryColor(lane.category)}
            strokeOpacity={0.18}
          />
          {/* Zoomed far out, the lane names grow so the map can still be read by its lanes. */}
          <text
            x={margin}
            y={lane.y + 12}
            dominantBaseline="hanging"
            className="text-sm font-semibold group-data-[zoom=far]/surface:text-[40px]"
          >
            <tspan fill={categoryColor(lane.category)}>● </tspan>
            <tspan className="fill-muted-foreground group-data-[zoom=far]/surface:fill-foreground">
              {categoryLabel(lane.category)}
            </tspan>
          </text>
        </g>
      ))}
      <g fill="none" strokeLinecap="round">
        {layout.edges.map((edge) => {
          const lit = statuses ? isLearnedStatus(statuses.get(edge.from)) : false;
          const faded = onlyNext && statuses?.get(edge.to) !== 'available';
          return (
            <path
              key={`${edge.from}>${edge.to}`}
              d={edge.path}
              stroke={lit ? `url(#${gradientId})` : 'var(--input)'}
              strokeWidth={lit ? 2 : 1.5}
              strokeOpacity={(faded ? 0.1 : lit ? 0.7 : 0.6) * (edge.crossesLanes ? 0.45 : 1)}
            />
          );
        })}
      </g>
    </svg>
  );
});

/** The links of the trick under the pointer or the keyboard, drawn over the rest. */
export function MapHighlight({ layout, trickId }: { layout: ProgressionLayout; trickId: string | null }) {
  if (!trickId) return null;
  const edges = layout.edges.filter((edge) => edge.from === trickId || edge.to === trickId);
  if (edges.length === 0) return null;
  return (
    <svg
      aria-hidden
      width={layout.width}
      height={layout.height}
      className="pointer-events-none absolute left-0 top-0 overflow-visible"
    >
      <g fill="none" strokeLinecap="round" stroke="#22d3ee" strokeWidth={3}>
        {edges.map((edge) => (
          <path key={`${edge.from}>${edge.to}`} d={edge.path} />
        ))}
      </g>
    </svg>
  );
}
