import type { Box } from './progression-layout';

/** Where the map's surface sits in its viewport: shifted by x, y (screen pixels), scaled by k. */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MAX_SCALE = 2;
/** However big the catalogue grows, zooming out stops here. */
const MIN_SCALE_FLOOR = 0.05;
/** Of the surface, at least this much stays in view: the map can't be flung away and lost. */
const KEEP_IN_VIEW = 96;

/** The scale at which the whole surface fits in the viewport. */
export function fitScale(viewport: Size, content: Size): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  return Math.min(viewport.width / content.width, viewport.height / content.height);
}

/**
 * Zooming out stops a little past "as wide as the viewport". The map is much taller than wide (hundreds
 * of tricks over ten columns): fitting its whole height would shrink it to a sliver, so it pans instead.
 */
export function minScale(viewport: Size, content: Size): number {
  if (content.width <= 0) return 1;
  return Math.max(MIN_SCALE_FLOOR, Math.min(1, (viewport.width / content.width) * 0.9));
}

/**
 * Screen pixels kept clear between the viewport's edge and the surface in the overview. The surface's own
 * margin shrinks with the zoom (to a few pixels on a phone), which would leave the first trick pressed
 * against the viewport's rounded border.
 */
export const OVERVIEW_INSET = 16;

/** The overview: as much of the map as the zoom-out limit allows, centred, from the top when it is taller. */
export function viewOverview(viewport: Size, content: Size): ViewTransform {
  const inset = Math.min(OVERVIEW_INSET, viewport.width / 8, viewport.height / 8);
  const inner = { width: viewport.width - inset * 2, height: viewport.height - inset * 2 };
  const k = Math.min(1, Math.max(minScale(viewport, content), fitScale(inner, content)));
  const place = (viewportLength: number, contentLength: number) =>
    contentLength * k <= viewportLength ? (viewportLength - contentLength * k) / 2 : inset;
  return { k, x: place(viewport.width, content.width), y: place(viewport.height, content.height) };
}

export function clampView(view: ViewTransform, viewport: Size, content: Size): ViewTransform {
  const k = Math.min(MAX_SCALE, Math.max(minScale(viewport, content), view.k));
  const clampAxis = (offset: number, viewportLength: number, contentLength: number) => {
    const scaled = contentLength * k;
    const keep = Math.min(KEEP_IN_VIEW, scaled / 2, viewportLength / 2);
    return Math.min(viewportLength - keep, Math.max(keep - scaled, offset));
  };
  return {
    k,
    x: clampAxis(view.x, viewport.width, content.width),
    y: clampAxis(view.y, viewport.height, content.height),
  };
}

/** Zooms by `factor`, keeping the surface point under `anchor` (viewport pixels) where it is. */
export function zoomAround(
  view: ViewTransform,
  factor: number,
  anchor: { x: number; y: number },
): ViewTransform {
  const k = view.k * factor;
  return {
    k,
    x: anchor.x - (anchor.x - view.x) * factor,
    y: anchor.y - (anchor.y - view.y) * factor,
  };
}

/** Frames a box of the surface in the viewport, with some air around it. */
export function viewFitting(
  box: Box,
  viewport: Size,
  { padding = 32, maxScale = 1 }: { padding?: number; maxScale?: number } = {},
): ViewTransform {
  const k = Math.min(
    maxScale,
    (viewport.width - padding * 2) / Math.max(box.width, 1),
    (viewport.height - padding * 2) / Math.max(box.height, 1),
  );
  return viewCentring(box, viewport, k);
}

/** Puts a box's centre at a point of the viewport (its middle by default) at scale k. */
export function viewCentring(
  box: Box,
  viewport: Size,
  k: number,
  at: { x: number; y: number } = { x: viewport.width / 2, y: viewport.height / 2 },
): ViewTransform {
  return { k, x: at.x - (box.x + box.width / 2) * k, y: at.y - (box.y + box.height / 2) * k };
}

/**
 * Shows a box near the top-left corner with some of what lies above and before it (a lane's name, the
 * column before), but never empty space beyond the surface's own corner.
 */
export function viewFromCorner(box: Box, k: number, air: { x: number; y: number }): ViewTransform {
  return { k, x: -Math.max(0, box.x - air.x) * k, y: -Math.max(0, box.y - air.y) * k };
}

/** The smallest move that brings a box fully into view (with a margin); the same view if it already is. */
export function viewRevealing(view: ViewTransform, box: Box, viewport: Size, margin = 24): ViewTransform {
  const shift = (offset: number, start: number, length: number, viewportLength: number) => {
    const screenStart = offset + start * view.k;
    const screenEnd = screenStart + length * view.k;
    // Too big to fit: show its start.
    if (screenStart < margin || screenEnd - screenStart > viewportLength - margin * 2)
      return margin - screenStart;
    if (screenEnd > viewportLength - margin) return viewportLength - margin - screenEnd;
    return 0;
  };
  return {
    k: view.k,
    x: view.x + shift(view.x, box.x, box.width, viewport.width),
    y: view.y + shift(view.y, box.y, box.height, viewport.height),
  };
}
