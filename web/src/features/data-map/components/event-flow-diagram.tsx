import { useId } from 'react';
import type { EventFlow } from '../data-map-model';
import {
  circleLayout,
  curvePath,
  diagramSize,
  drawnFlows,
  layoutFlowLabels,
  NODE_RADIUS,
} from '../event-flow-layout';

/** Labels nudged further than this from their arrow get a leader line. */
const LEADER_MIN = 10;

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
  const size = diagramSize(allNodes.length);
  const drawn = drawnFlows(flows, positions);
  const labels = layoutFlowLabels(drawn, [...positions.values()]);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const markerId = `${id}-arrow`;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      viewBox={`0 0 ${size} ${size}`}
      // Never wider than drawn, so labels keep their size on a wide screen; a phone shrinks the whole map.
      style={{ maxWidth: size }}
      className="h-auto w-full justify-self-center text-muted-foreground"
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
      {drawn.map(({ key, flow, curve }) => {
        const label = labels.get(key);
        return (
          <g key={key} data-flow={key}>
            <title>{`${flow.publisher} → ${flow.consumer}: ${flow.events.join(', ')}`}</title>
            <path
              d={curvePath(curve)}
              fill="none"
              className="stroke-current opacity-60"
              strokeWidth={1.5}
              markerEnd={`url(#${markerId})`}
            />
            {label && Math.hypot(label.x - label.anchor.x, label.y - label.anchor.y) > LEADER_MIN && (
              // A label moved off its arrow to stay clear of the others is tied back to it.
              <line
                x1={label.anchor.x}
                y1={label.anchor.y}
                x2={label.x}
                y2={label.y}
                className="stroke-current opacity-40"
                strokeWidth={1}
                strokeDasharray="2 2"
              />
            )}
          </g>
        );
      })}
      {/* Labels after every arrow, so no arrow is drawn across a label's text. */}
      {drawn.map(({ key, text }) => {
        const label = labels.get(key);
        return (
          label && (
            <text
              key={key}
              x={label.x}
              y={label.y}
              textAnchor="middle"
              dominantBaseline="middle"
              className="fill-foreground stroke-background text-[10px] [paint-order:stroke]"
              strokeWidth={3}
            >
              {text}
            </text>
          )
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
