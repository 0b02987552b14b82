import { useId } from 'react';
import type { EventFlow } from '../data-map-model';

const SIZE = 520;
const CENTER = SIZE / 2;
const RING_RADIUS = 190;
const NODE_RADIUS = 46;
/** How far an arrow bows from the straight line, as a share of its length: A→B and B→A stay apart. */
const BOW = 0.12;

interface Point {
  x: number;
  y: number;
}

/** Services evenly on a circle, the first at the top. */
function circleLayout(nodes: readonly string[]): Map<string, Point> {
  return new Map(
    nodes.map((node, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(nodes.length, 1);
      return [node, { x: CENTER + RING_RADIUS * Math.cos(angle), y: CENTER + RING_RADIUS * Math.sin(angle) }];
    }),
  );
}

/** A curved arrow between the rims of two nodes, and the point halfway along it for its label. */
function arrowBetween(from: Point, to: Point) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const start = { x: from.x + ux * NODE_RADIUS, y: from.y + uy * NODE_RADIUS };
  const end = { x: to.x - ux * (NODE_RADIUS + 4), y: to.y - uy * (NODE_RADIUS + 4) };
  // Bowing to the arrow's right keeps the two directions of a pair on either side.
  const control = {
    x: (start.x + end.x) / 2 - uy * length * BOW,
    y: (start.y + end.y) / 2 + ux * length * BOW,
  };
  const label = {
    x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x,
    y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y,
  };
  const path = `M ${start.x.toFixed(1)} ${start.y.toFixed(1)} Q ${control.x.toFixed(1)} ${control.y.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
  return { path, label };
}

/** A short label: the first event, and how many more the flow carries. */
function flowLabel(flow: EventFlow): string {
  const [first, ...rest] = flow.events;
  return rest.length > 0 ? `${first} +${rest.length}` : (first ?? '');
}

interface EventFlowDiagramProps {
  /** The services to place, in order; publishers missing from it (not answering) are added. */
  nodes: readonly string[];
  flows: readonly EventFlow[];
}

/** Services as nodes on a circle, and each event flow as a labelled arrow from publisher to consumer. */
export function EventFlowDiagram({ nodes, flows }: EventFlowDiagramProps) {
  const id = useId();
  const allNodes = [...new Set([...nodes, ...flows.flatMap((flow) => [flow.publisher, flow.consumer])])];
  const positions = circleLayout(allNodes);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const markerId = `${id}-arrow`;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="h-auto w-full max-w-xl justify-self-center text-muted-foreground"
    >
      <title id={titleId}>Event flows between services</title>
      <desc id={descriptionId}>
        {`${allNodes.length} services and ${flows.length} event flows; the list after the drawing names each flow and its events.`}
      </desc>
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="fill-current" />
        </marker>
      </defs>
      {flows.map((flow) => {
        const from = positions.get(flow.publisher);
        const to = positions.get(flow.consumer);
        if (!from || !to) return null;
        const arrow = arrowBetween(from, to);
        return (
          <g key={`${flow.publisher}->${flow.consumer}`} data-flow={`${flow.publisher}->${flow.consumer}`}>
            <title>{`${flow.publisher} → ${flow.consumer}: ${flow.events.join(', ')}`}</title>
            <path
              d={arrow.path}
              fill="none"
              className="stroke-current opacity-60"
              strokeWidth={1.5}
              markerEnd={`url(#${markerId})`}
            />
            <text
              x={arrow.label.x}
              y={arrow.label.y}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-foreground stroke-background text-[10px] [paint-order:stroke]"
              strokeWidth={3}
            >
              {flowLabel(flow)}
            </text>
          </g>
        );
      })}
      {allNodes.map((node) => {
        const point = positions.get(node)!;
        return (
          <g key={node} data-service={node}>
            <circle
              cx={point.x}
              cy={point.y}
              r={NODE_RADIUS}
              className="fill-card stroke-primary"
              strokeWidth={2}
            />
            <text
              x={point.x}
              y={point.y}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-foreground text-[11px] font-semibold"
            >
              {node}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
