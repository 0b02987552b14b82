import type { EventFlow } from './data-map-model';

/**
 * Geometry of the event flow diagram: services on a circle, each flow a curved arrow, and a label for each
 * arrow placed where it overlaps no other label and no service. Pure, so a test can check the real map.
 */

export const NODE_RADIUS = 46;
/**
 * The distance between neighbouring services on the ring. A map with more services gets a larger ring
 * rather than a crowded one: arrows between near neighbours keep the length their labels need.
 */
const NEIGHBOUR_DISTANCE = 158;
/** A map of few services still gets this ring, so its arrows are long enough to carry their labels. */
const MIN_RING_RADIUS = 230;
/** Room between the outermost services and the edge of the drawing, for labels beside outer arrows. */
const MARGIN = 24;
/** How far an arrow bows from the straight line, as a share of its length: A→B and B→A stay apart. */
const BOW = 0.12;
/** Labels are set at 10px; an average character is narrower than this, so the box errs on the safe side. */
const LABEL_CHAR_WIDTH = 6;
const LABEL_HEIGHT = 12;
const LABEL_PADDING = 2;

export interface Point {
  x: number;
  y: number;
}

/** A label's box: its centre and size. */
export interface LabelBox extends Point {
  width: number;
  height: number;
}

/** A placed label, and the point on its arrow it belongs to (a leader line joins them when apart). */
export interface PlacedLabel extends LabelBox {
  anchor: Point;
}

/** A quadratic Bézier from the rim of one service to the rim of another. */
export interface FlowCurve {
  start: Point;
  control: Point;
  end: Point;
}

/** The ring's radius for `count` services: neighbours `NEIGHBOUR_DISTANCE` apart, never under the minimum. */
function ringRadius(count: number): number {
  return count < 2
    ? MIN_RING_RADIUS
    : Math.max(MIN_RING_RADIUS, NEIGHBOUR_DISTANCE / (2 * Math.sin(Math.PI / count)));
}

/** The width and height of the square drawing that holds `count` services on their ring. */
export function diagramSize(count: number): number {
  return 2 * Math.ceil(ringRadius(count) + NODE_RADIUS + MARGIN);
}

/** Services evenly on a circle, the first at the top, in a drawing of `diagramSize(nodes.length)`. */
export function circleLayout(nodes: readonly string[]): Map<string, Point> {
  const center = diagramSize(nodes.length) / 2;
  const radius = ringRadius(nodes.length);
  return new Map(
    nodes.map((node, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(nodes.length, 1);
      return [node, { x: center + radius * Math.cos(angle), y: center + radius * Math.sin(angle) }];
    }),
  );
}

export function curveBetween(from: Point, to: Point): FlowCurve {
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
  return { start, control, end };
}

export function curvePath({ start, control, end }: FlowCurve): string {
  const at = (point: Point) => `${point.x.toFixed(1)} ${point.y.toFixed(1)}`;
  return `M ${at(start)} Q ${at(control)} ${at(end)}`;
}

/** The point a share `t` (0 to 1) of the way along the curve. */
export function pointOnCurve({ start, control, end }: FlowCurve, t: number): Point {
  const [a, b, c] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2];
  return { x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y };
}

/** The unit normal of the curve at `t`, pointing to the arrow's right. */
function normalAt({ start, control, end }: FlowCurve, t: number): Point {
  const dx = 2 * (1 - t) * (control.x - start.x) + 2 * t * (end.x - control.x);
  const dy = 2 * (1 - t) * (control.y - start.y) + 2 * t * (end.y - control.y);
  const length = Math.hypot(dx, dy) || 1;
  return { x: -dy / length, y: dx / length };
}

export function labelBoxAt(text: string, at: Point): LabelBox {
  return {
    x: at.x,
    y: at.y,
    width: text.length * LABEL_CHAR_WIDTH + 2 * LABEL_PADDING,
    height: LABEL_HEIGHT + 2 * LABEL_PADDING,
  };
}

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return Math.abs(a.x - b.x) * 2 < a.width + b.width && Math.abs(a.y - b.y) * 2 < a.height + b.height;
}

export function boxOverlapsNode(box: LabelBox, node: Point): boolean {
  // The box's nearest point to the node's centre, inside the circle or not.
  const nearestX = Math.max(box.x - box.width / 2, Math.min(node.x, box.x + box.width / 2));
  const nearestY = Math.max(box.y - box.height / 2, Math.min(node.y, box.y + box.height / 2));
  return Math.hypot(node.x - nearestX, node.y - nearestY) < NODE_RADIUS;
}

function insideDiagram(box: LabelBox, size: number): boolean {
  return (
    box.x - box.width / 2 >= 0 &&
    box.x + box.width / 2 <= size &&
    box.y - box.height / 2 >= 0 &&
    box.y + box.height / 2 <= size
  );
}

/** Where along the arrow a label may sit, nearest the middle first, then nudged off either side of it. */
const ALONG = [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8, 0.15, 0.85, 0.1, 0.9];
const ACROSS = [0, 8, -8, 16, -16, 24, -24, 32, -32, 40, -40, 48, -48, 56, -56, 64, -64];

export interface LabelledCurve {
  key: string;
  curve: FlowCurve;
  text: string;
}

/**
 * Places each label on its arrow, widest first: at the middle when that spot is free, otherwise at the first
 * spot further along, or beside the arrow, that overlaps no label placed before it and no service. When
 * nothing is free (a map far busier than ours), the spot with the fewest collisions is taken.
 */
export function layoutFlowLabels(
  curves: readonly LabelledCurve[],
  nodes: readonly Point[],
): Map<string, PlacedLabel> {
  // The services as `circleLayout` placed them, in the drawing it sized for them.
  const size = diagramSize(nodes.length);
  const placed = new Map<string, PlacedLabel>();
  // The widest labels first: they have the fewest free spots, the narrow ones fit in between.
  const widestFirst = [...curves].sort((a, b) => b.text.length - a.text.length || a.key.localeCompare(b.key));
  for (const { key, curve, text } of widestFirst) {
    let best: { box: PlacedLabel; collisions: number } | null = null;
    for (const offset of ACROSS) {
      for (const t of ALONG) {
        const on = pointOnCurve(curve, t);
        const normal = normalAt(curve, t);
        const box = {
          ...labelBoxAt(text, { x: on.x + normal.x * offset, y: on.y + normal.y * offset }),
          anchor: on,
        };
        const collisions =
          [...placed.values()].filter((other) => boxesOverlap(box, other)).length +
          nodes.filter((node) => boxOverlapsNode(box, node)).length +
          (insideDiagram(box, size) ? 0 : 1);
        if (!best || collisions < best.collisions) best = { box, collisions };
        if (collisions === 0) break;
      }
      if (best?.collisions === 0) break;
    }
    if (best) placed.set(key, best.box);
  }
  return placed;
}

/** A short label: the first event, and how many more the flow carries. */
export function flowLabel(flow: EventFlow): string {
  const [first, ...rest] = flow.events;
  return rest.length > 0 ? `${first} +${rest.length}` : (first ?? '');
}

export interface DrawnFlow extends LabelledCurve {
  flow: EventFlow;
}

/**
 * The flows that get an arrow. A service reading its own stream (the admin service audits its own events)
 * has no arrow to draw; the list after the drawing names that flow.
 */
export function drawnFlows(flows: readonly EventFlow[], positions: ReadonlyMap<string, Point>): DrawnFlow[] {
  return flows.flatMap((flow) => {
    const from = positions.get(flow.publisher);
    const to = positions.get(flow.consumer);
    if (!from || !to || flow.publisher === flow.consumer) return [];
    const key = `${flow.publisher}->${flow.consumer}`;
    return [{ key, flow, curve: curveBetween(from, to), text: flowLabel(flow) }];
  });
}
