import { layoutProgression } from './progression-layout';
import {
  clampView,
  minScale,
  viewFromCorner,
  OVERVIEW_INSET,
  viewOverview,
  viewRevealing,
  zoomAround,
} from './view-transform';

const viewport = { width: 400, height: 800 };
/** As the real map: far taller than wide. */
const tallMap = { width: 2000, height: 10000 };

describe('view transform', () => {
  it('zooms around a point that stays put on screen', () => {
    const view = { x: -100, y: -50, k: 1 };
    const anchor = { x: 200, y: 300 };
    const zoomed = zoomAround(view, 2, anchor);

    const surfacePoint = { x: (anchor.x - view.x) / view.k, y: (anchor.y - view.y) / view.k };
    expect(zoomed.k).toBe(2);
    expect(surfacePoint.x * zoomed.k + zoomed.x).toBe(anchor.x);
    expect(surfacePoint.y * zoomed.k + zoomed.y).toBe(anchor.y);
  });

  it('zooms out no further than a little past the map’s width, and in no further than 2×', () => {
    expect(minScale(viewport, tallMap)).toBeCloseTo(0.18);
    expect(clampView({ x: 0, y: 0, k: 0.01 }, viewport, tallMap).k).toBeCloseTo(0.18);
    expect(clampView({ x: 0, y: 0, k: 9 }, viewport, tallMap).k).toBe(2);
  });

  it('keeps part of the map in view however far it is dragged', () => {
    const flung = clampView({ x: 5000, y: -99999, k: 1 }, viewport, tallMap);

    expect(flung.x).toBeLessThan(viewport.width);
    expect(flung.y + tallMap.height).toBeGreaterThan(0);
  });

  it('shows the overview as wide as the limit allows, from the top', () => {
    const overview = viewOverview(viewport, tallMap);

    expect(overview.k).toBeCloseTo(0.18);
    expect(overview.y).toBe(OVERVIEW_INSET);
    expect(overview.x).toBeCloseTo((viewport.width - tallMap.width * overview.k) / 2);
  });

  it('keeps every trick clear of a phone viewport’s edges in the overview', () => {
    // One lane six columns wide, seen in a 375 px phone's map viewport.
    const phone = { width: 341, height: 620 };
    const layout = layoutProgression(
      Array.from({ length: 6 }, (_, i) => ({
        id: `t-${i}`,
        name: `Trick ${i}`,
        category: 'fundamentals',
        prerequisites: i === 0 ? [] : [`t-${i - 1}`],
      })),
    );
    const { x, y, k } = viewOverview(phone, layout);

    const onScreen = layout.nodes.map((node) => ({
      left: x + node.x * k,
      top: y + node.y * k,
      right: x + (node.x + node.width) * k,
      bottom: y + (node.y + node.height) * k,
    }));
    for (const box of onScreen) {
      expect(box.left).toBeGreaterThanOrEqual(OVERVIEW_INSET);
      expect(box.top).toBeGreaterThanOrEqual(OVERVIEW_INSET);
      expect(box.right).toBeLessThanOrEqual(phone.width - OVERVIEW_INSET);
      expect(box.bottom).toBeLessThanOrEqual(phone.height - OVERVIEW_INSET);
    }
    // The surface's own margin, scaled down, stays clear of the border too.
    expect(x).toBeGreaterThanOrEqual(OVERVIEW_INSET - 0.001);
  });

  it('centres a map that fits entirely', () => {
    const small = { width: 200, height: 400 };
    expect(viewOverview(viewport, small)).toEqual({ k: 1, x: 100, y: 200 });
  });

  it('reveals a box with the least movement, and not at all when it is in view', () => {
    const view = { x: 0, y: 0, k: 1 };
    const inView = { x: 50, y: 50, width: 100, height: 40 };
    const below = { x: 50, y: 1000, width: 100, height: 40 };

    expect(viewRevealing(view, inView, viewport)).toEqual(view);
    expect(viewRevealing(view, below, viewport)).toEqual({ x: 0, y: viewport.height - 24 - 1040, k: 1 });
  });

  it('starts with a box near the top-left corner, never past the map’s own corner', () => {
    expect(viewFromCorner({ x: 500, y: 300, width: 10, height: 10 }, 2, { x: 100, y: 100 })).toEqual({
      k: 2,
      x: -800,
      y: -400,
    });
    expect(viewFromCorner({ x: 20, y: 20, width: 10, height: 10 }, 1, { x: 100, y: 100 })).toEqual({
      k: 1,
      x: -0,
      y: -0,
    });
  });
});
