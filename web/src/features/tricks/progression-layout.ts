import { compareCategories } from '@/lib/catalogue/trick-categories';

/**
 * The progression map's layout: tricks in columns by prerequisite depth (the longest chain of
 * prerequisites below them), in horizontal lanes by category. Pure and deterministic: the same catalogue
 * always gives the same positions, whatever order it arrives in, so the map never jumps between visits.
 */

export interface LayoutTrick {
  id: string;
  name: string;
  category: string;
  prerequisites: readonly string[];
}

export const LAYOUT_METRICS = {
  nodeWidth: 184,
  nodeHeight: 48,
  columnGap: 72,
  rowGap: 12,
  /** Room above a lane's first row for its name. */
  laneHeader: 40,
  lanePaddingBottom: 20,
  laneGap: 12,
  margin: 32,
} as const;

const ROW_PITCH = LAYOUT_METRICS.nodeHeight + LAYOUT_METRICS.rowGap;
const COLUMN_PITCH = LAYOUT_METRICS.nodeWidth + LAYOUT_METRICS.columnGap;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface NodeBox extends Box {
  id: string;
  category: string;
  depth: number;
}

export interface LaneBox {
  category: string;
  y: number;
  height: number;
}

export interface EdgeLine {
  /** The prerequisite. */
  from: string;
  /** The trick that needs it. */
  to: string;
  /** An SVG path from the prerequisite's right side to the trick's left side. */
  path: string;
  /** Links between categories are many and long: the map draws them quieter. */
  crossesLanes: boolean;
}

export interface ProgressionLayout {
  nodes: NodeBox[];
  byId: ReadonlyMap<string, NodeBox>;
  edges: EdgeLine[];
  lanes: LaneBox[];
  columns: number;
  width: number;
  height: number;
}

export function layoutProgression(input: readonly LayoutTrick[]): ProgressionLayout {
  const tricks = uniqueById(input).sort((a, b) => a.id.localeCompare(b.id));
  const byId = new Map(tricks.map((trick) => [trick.id, trick]));
  const prerequisitesOf = (trick: LayoutTrick) =>
    [...new Set(trick.prerequisites)].filter((id) => id !== trick.id && byId.has(id)).sort();

  const { depths, links } = longestPathDepths(tricks, prerequisitesOf);
  const columns = tricks.length === 0 ? 0 : Math.max(...depths.values()) + 1;

  const cells = groupIntoCells(tricks, depths);
  const lanes = stackLanes(cells);
  const boxes = new Map<string, NodeBox>();
  for (let depth = 0; depth < columns; depth++) {
    for (const lane of lanes) {
      const cell = cells.get(lane.category)?.get(depth) ?? [];
      placeCell(cell, depth, lane, prerequisitesOf, boxes);
    }
  }

  const nodes = [...boxes.values()].sort((a, b) => a.depth - b.depth || a.y - b.y);
  const edges = links.map(([from, to]) => {
    const [source, target] = [boxes.get(from)!, boxes.get(to)!];
    return { from, to, path: edgePath(source, target), crossesLanes: source.category !== target.category };
  });
  const { margin, nodeWidth } = LAYOUT_METRICS;
  const lastLane = lanes.at(-1);
  return {
    nodes,
    byId: boxes,
    edges,
    lanes: lanes.map(({ category, y, height }) => ({ category, y, height })),
    columns,
    width: margin * 2 + (columns === 0 ? 0 : (columns - 1) * COLUMN_PITCH + nodeWidth),
    height: lastLane ? lastLane.y + lastLane.height + margin : margin * 2,
  };
}

function uniqueById(tricks: readonly LayoutTrick[]): LayoutTrick[] {
  const seen = new Map<string, LayoutTrick>();
  for (const trick of tricks) if (!seen.has(trick.id)) seen.set(trick.id, trick);
  return [...seen.values()];
}

/**
 * Depth = the longest chain of prerequisites below a trick; tricks without any sit at depth 0. A
 * prerequisite that closes a cycle (the catalogue is edited by hand) is ignored rather than looped on.
 * Returns the prerequisite links kept, each pointing from a lower depth to a higher one.
 */
function longestPathDepths(
  tricks: readonly LayoutTrick[],
  prerequisitesOf: (trick: LayoutTrick) => string[],
): { depths: Map<string, number>; links: [string, string][] } {
  const byId = new Map(tricks.map((trick) => [trick.id, trick]));
  const depths = new Map<string, number>();
  const visiting = new Set<string>();
  const links: [string, string][] = [];

  const visit = (trick: LayoutTrick): number => {
    const known = depths.get(trick.id);
    if (known !== undefined) return known;
    visiting.add(trick.id);
    let depth = 0;
    for (const prerequisiteId of prerequisitesOf(trick)) {
      if (visiting.has(prerequisiteId)) continue;
      depth = Math.max(depth, visit(byId.get(prerequisiteId)!) + 1);
      links.push([prerequisiteId, trick.id]);
    }
    visiting.delete(trick.id);
    depths.set(trick.id, depth);
    return depth;
  };
  for (const trick of tricks) visit(trick);
  links.sort(([fromA, toA], [fromB, toB]) => toA.localeCompare(toB) || fromA.localeCompare(fromB));
  return { depths, links };
}

type Cells = Map<string, Map<number, LayoutTrick[]>>;

/** Tricks by category, then by depth. */
function groupIntoCells(tricks: readonly LayoutTrick[], depths: ReadonlyMap<string, number>): Cells {
  const cells: Cells = new Map();
  for (const trick of tricks) {
    const byDepth = cells.get(trick.category) ?? new Map<number, LayoutTrick[]>();
    cells.set(trick.category, byDepth);
    const depth = depths.get(trick.id)!;
    const cell = byDepth.get(depth);
    if (cell) cell.push(trick);
    else byDepth.set(depth, [trick]);
  }
  return cells;
}

interface PlacedLane extends LaneBox {
  rows: number;
  /** Where the first row starts. */
  top: number;
}

/** One lane per category, as tall as its most crowded column, stacked in learning order. */
function stackLanes(cells: Cells): PlacedLane[] {
  const { margin, laneHeader, lanePaddingBottom, laneGap, rowGap } = LAYOUT_METRICS;
  let y = margin;
  return [...cells.keys()].sort(compareCategories).map((category) => {
    const rows = Math.max(...[...cells.get(category)!.values()].map((cell) => cell.length));
    const height = laneHeader + rows * ROW_PITCH - rowGap + lanePaddingBottom;
    const lane = { category, y, height, rows, top: y + laneHeader };
    y += height + laneGap;
    return lane;
  });
}

/**
 * Places the tricks of one category at one depth. Each wants the row level with the average of its
 * prerequisites (so links stay short and flat); rows are then handed out in that order without overlaps.
 * The first column has no prerequisites to follow and simply goes alphabetically.
 */
function placeCell(
  cell: readonly LayoutTrick[],
  depth: number,
  lane: PlacedLane,
  prerequisitesOf: (trick: LayoutTrick) => string[],
  boxes: Map<string, NodeBox>,
): void {
  const wanted = cell.map((trick, index) => {
    const centres = prerequisitesOf(trick)
      .map((id) => boxes.get(id))
      .filter((box): box is NodeBox => box !== undefined)
      .map((box) => box.y + box.height / 2);
    const row =
      centres.length === 0
        ? index
        : (average(centres) - LAYOUT_METRICS.nodeHeight / 2 - lane.top) / ROW_PITCH;
    return { trick, row };
  });
  wanted.sort(
    (a, b) =>
      a.row - b.row || a.trick.name.localeCompare(b.trick.name) || a.trick.id.localeCompare(b.trick.id),
  );

  let previousRow = -1;
  wanted.forEach(({ trick, row }, index) => {
    const lastFreeRow = lane.rows - (wanted.length - index);
    const assigned = Math.max(previousRow + 1, Math.min(Math.round(row), lastFreeRow));
    previousRow = assigned;
    boxes.set(trick.id, {
      id: trick.id,
      category: trick.category,
      depth,
      x: LAYOUT_METRICS.margin + depth * COLUMN_PITCH,
      y: lane.top + assigned * ROW_PITCH,
      width: LAYOUT_METRICS.nodeWidth,
      height: LAYOUT_METRICS.nodeHeight,
    });
  });
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function edgePath(from: Box, to: Box): string {
  const startX = from.x + from.width;
  const startY = from.y + from.height / 2;
  const endX = to.x;
  const endY = to.y + to.height / 2;
  const bend = Math.max(24, (endX - startX) / 2);
  return `M${startX} ${startY}C${startX + bend} ${startY} ${endX - bend} ${endY} ${endX} ${endY}`;
}

/** The smallest box around some nodes, or null for none. */
export function boundsOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The node an arrow key moves to: the next one up or down the same column, or the nearest in height in
 * the closest column to the left or right that has one. Only nodes `canVisit` accepts are stops.
 */
export function neighbourOf(
  layout: ProgressionLayout,
  fromId: string,
  direction: Direction,
  canVisit: (id: string) => boolean = () => true,
): string | null {
  const from = layout.byId.get(fromId);
  if (!from) return null;
  const candidates = layout.nodes.filter((node) => node.id !== fromId && canVisit(node.id));

  if (direction === 'up' || direction === 'down') {
    const sign = direction === 'down' ? 1 : -1;
    const inColumn = candidates.filter((node) => node.depth === from.depth && (node.y - from.y) * sign > 0);
    return nearest(inColumn, (node) => Math.abs(node.y - from.y))?.id ?? null;
  }

  const sign = direction === 'right' ? 1 : -1;
  const ahead = candidates.filter((node) => (node.depth - from.depth) * sign > 0);
  const closestColumn = nearest(ahead, (node) => Math.abs(node.depth - from.depth))?.depth;
  const inColumn = ahead.filter((node) => node.depth === closestColumn);
  return nearest(inColumn, (node) => Math.abs(node.y - from.y))?.id ?? null;
}

function nearest<T>(items: readonly T[], distance: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const value = distance(item);
    if (value < bestDistance) {
      best = item;
      bestDistance = value;
    }
  }
  return best;
}
