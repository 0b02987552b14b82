import {
  boundsOf,
  layoutProgression,
  LAYOUT_METRICS,
  neighbourOf,
  type Box,
  type LayoutTrick,
  type ProgressionLayout,
} from './progression-layout';

function trick(id: string, prerequisites: string[] = [], category = 'fundamentals'): LayoutTrick {
  return { id, name: id, category, prerequisites };
}

/** A small catalogue with the shapes the real one has: a diamond, a long chain, two categories. */
const CATALOGUE: LayoutTrick[] = [
  trick('fund-1'),
  trick('fund-2', ['fund-1']),
  trick('fund-3', ['fund-1']),
  trick('fund-4', ['fund-2', 'fund-3']),
  trick('fund-5'),
  trick('man-1', ['fund-2'], 'first-tricks'),
  trick('man-2', ['man-1'], 'first-tricks'),
  trick('man-3', ['man-2', 'fund-1'], 'first-tricks'),
  trick('man-4', ['fund-5'], 'first-tricks'),
];

function depthOf(layout: ProgressionLayout, id: string): number {
  return layout.byId.get(id)!.depth;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

describe('layoutProgression', () => {
  it('puts each trick at the length of its longest chain of prerequisites', () => {
    const layout = layoutProgression(CATALOGUE);

    expect(depthOf(layout, 'fund-1')).toBe(0);
    expect(depthOf(layout, 'fund-5')).toBe(0);
    expect(depthOf(layout, 'fund-2')).toBe(1);
    expect(depthOf(layout, 'fund-4')).toBe(2);
    // fund-1 → fund-2 → man-1 → man-2 → man-3: the short link from fund-1 does not pull it left.
    expect(depthOf(layout, 'man-3')).toBe(4);
    expect(layout.columns).toBe(5);
  });

  it('places columns left to right by depth, so every link points right', () => {
    const layout = layoutProgression(CATALOGUE);

    for (const node of layout.nodes) {
      const { margin, nodeWidth, columnGap } = LAYOUT_METRICS;
      expect(node.x).toBe(margin + node.depth * (nodeWidth + columnGap));
    }
    for (const edge of layout.edges) {
      expect(depthOf(layout, edge.from)).toBeLessThan(depthOf(layout, edge.to));
    }
    expect(layout.edges).toHaveLength(9);
  });

  it('never overlaps two tricks, and keeps every trick inside the surface', () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      trick(`t-${i}`, i < 10 ? [] : [`t-${i % 10}`, `t-${Math.floor(i / 3)}`], ['a', 'b', 'c'][i % 3]),
    );
    const layout = layoutProgression(many);

    const collisions = layout.nodes.flatMap((node, i) =>
      layout.nodes
        .slice(i + 1)
        .filter((other) => overlaps(node, other))
        .map((other) => [node.id, other.id]),
    );
    const outside = layout.nodes.filter(
      (node) =>
        node.x < 0 ||
        node.y < 0 ||
        node.x + node.width > layout.width ||
        node.y + node.height > layout.height,
    );
    expect(collisions).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('gives each category its own lane, in learning order, with its tricks inside', () => {
    const layout = layoutProgression(CATALOGUE);

    expect(layout.lanes.map((lane) => lane.category)).toEqual(['fundamentals', 'first-tricks']);
    for (const node of layout.nodes) {
      const lane = layout.lanes.find((candidate) => candidate.category === node.category)!;
      expect(node.y).toBeGreaterThanOrEqual(lane.y + LAYOUT_METRICS.laneHeader);
      expect(node.y + node.height).toBeLessThanOrEqual(lane.y + lane.height);
    }
    const [first, second] = layout.lanes;
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  });

  it('gives the same positions whatever order the catalogue arrives in', () => {
    const reference = layoutProgression(CATALOGUE);

    for (const seed of [1, 7, 42]) {
      const layout = layoutProgression(shuffled(CATALOGUE, seed));
      expect(layout.nodes).toEqual(reference.nodes);
      expect(layout.edges).toEqual(reference.edges);
      expect([layout.width, layout.height]).toEqual([reference.width, reference.height]);
    }
  });

  it('draws links between categories as crossing lanes', () => {
    const layout = layoutProgression(CATALOGUE);
    const crossing = (from: string, to: string) =>
      layout.edges.find((edge) => edge.from === from && edge.to === to)?.crossesLanes;

    expect(crossing('fund-2', 'man-1')).toBe(true);
    expect(crossing('man-1', 'man-2')).toBe(false);
  });

  it('ignores prerequisites it does not hold, links to itself and duplicated ids', () => {
    const layout = layoutProgression([
      trick('fund-1', ['fund-99', 'fund-1']),
      trick('fund-2', ['fund-1', 'fund-1']),
      { ...trick('fund-2'), name: 'A duplicate' },
    ]);

    expect(layout.nodes.map((node) => node.id)).toEqual(['fund-1', 'fund-2']);
    expect(depthOf(layout, 'fund-1')).toBe(0);
    expect(layout.edges.map((edge) => [edge.from, edge.to])).toEqual([['fund-1', 'fund-2']]);
  });

  it('survives a cycle of prerequisites, dropping the link that closes it', () => {
    const layout = layoutProgression([trick('a-1', ['a-3']), trick('a-2', ['a-1']), trick('a-3', ['a-2'])]);

    expect(layout.nodes).toHaveLength(3);
    expect(layout.edges).toHaveLength(2);
    for (const edge of layout.edges)
      expect(depthOf(layout, edge.from)).toBeLessThan(depthOf(layout, edge.to));
  });

  it('lays out nothing as an empty surface', () => {
    const layout = layoutProgression([]);

    expect(layout).toMatchObject({ nodes: [], edges: [], lanes: [], columns: 0 });
    expect(layout.width).toBe(LAYOUT_METRICS.margin * 2);
  });

  it('lays out a catalogue of its real size, placing every trick once', () => {
    const big = Array.from({ length: 450 }, (_, i) =>
      trick(`t-${i}`, i < 5 ? [] : [`t-${Math.floor(i / 2)}`, `t-${Math.floor(i / 3)}`], `cat-${i % 14}`),
    );
    const layout = layoutProgression(big);

    expect(layout.nodes).toHaveLength(450);
    expect(new Set(layout.nodes.map((node) => `${node.x},${node.y}`)).size).toBe(450);
  });
});

describe('neighbourOf', () => {
  const layout = layoutProgression(CATALOGUE);
  const columnOf = (depth: number) =>
    layout.nodes.filter((node) => node.depth === depth).sort((a, b) => a.y - b.y);

  it('moves up and down within a column', () => {
    const [top, below] = columnOf(1);

    expect(neighbourOf(layout, top.id, 'down')).toBe(below.id);
    expect(neighbourOf(layout, below.id, 'up')).toBe(top.id);
    expect(neighbourOf(layout, top.id, 'up')).toBeNull();
  });

  it('moves left and right to the nearest trick in the closest column', () => {
    expect(neighbourOf(layout, 'fund-1', 'right')).toBe('fund-2');
    expect(neighbourOf(layout, 'fund-4', 'left')).toBe(columnOf(1)[1].id);
    expect(neighbourOf(layout, 'man-3', 'right')).toBeNull();
  });

  it('skips tricks that are not stops, across empty columns', () => {
    const stops = new Set(['fund-1', 'man-2']);

    expect(neighbourOf(layout, 'fund-1', 'right', (id) => stops.has(id))).toBe('man-2');
  });
});

describe('boundsOf', () => {
  it('is the box around all boxes, or null for none', () => {
    expect(
      boundsOf([
        { x: 10, y: 20, width: 5, height: 5 },
        { x: 30, y: 0, width: 10, height: 10 },
      ]),
    ).toEqual({ x: 10, y: 0, width: 30, height: 25 });
    expect(boundsOf([])).toBeNull();
  });
});
