import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { Box } from '../progression-layout';
import {
  clampView,
  minScale,
  viewCentring,
  viewFitting,
  viewOverview,
  viewRevealing,
  zoomAround,
  type Size,
  type ViewTransform,
} from '../view-transform';

/** A press that moves less than this is a tap (it opens the trick), not a drag. */
const DRAG_THRESHOLD = 6;
/** Below this scale names are too small to read: the map shows coloured tiles only. */
export const FAR_SCALE = 0.45;
const BUTTON_ZOOM_FACTOR = 1.4;

interface Point {
  x: number;
  y: number;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'press'; start: Point; from: ViewTransform; moved: boolean }
  | { kind: 'pinch'; distance: number; centre: Point; from: ViewTransform };

/**
 * Drag, pinch, wheel and button zoom for a surface inside a viewport. The surface is moved by a CSS
 * transform written straight to the element: a gesture never re-renders the hundreds of nodes on it.
 */
export function usePanZoom(content: Size) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const view = useRef<ViewTransform>({ x: 0, y: 0, k: 1 });
  const contentSize = useRef(content);

  const viewportSize = useCallback((): Size => {
    const viewport = viewportRef.current;
    return { width: viewport?.clientWidth ?? 0, height: viewport?.clientHeight ?? 0 };
  }, []);

  const apply = useCallback(
    (next: ViewTransform, { animate = false } = {}) => {
      const surface = surfaceRef.current;
      view.current = clampView(next, viewportSize(), contentSize.current);
      if (!surface) return;
      const { x, y, k } = view.current;
      // Gestures follow the finger exactly; jumps from buttons and keys glide (unless motion is reduced).
      surface.style.transition = animate ? 'transform 220ms ease-out' : '';
      surface.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
      surface.dataset.zoom = k < FAR_SCALE ? 'far' : 'near';
    },
    [viewportSize],
  );

  useGestures(viewportRef, surfaceRef, view, apply);

  // A new surface size (another category) re-checks the bounds.
  useLayoutEffect(() => {
    contentSize.current = { width: content.width, height: content.height };
    apply(view.current);
  }, [content.width, content.height, apply]);

  return useMemo(() => {
    const zoomBy = (factor: number) => {
      const { width, height } = viewportSize();
      apply(zoomAround(view.current, factor, { x: width / 2, y: height / 2 }), { animate: true });
    };
    return {
      viewportRef,
      surfaceRef,
      getView: () => view.current,
      setView: (next: ViewTransform) => apply(next),
      zoomIn: () => zoomBy(BUTTON_ZOOM_FACTOR),
      zoomOut: () => zoomBy(1 / BUTTON_ZOOM_FACTOR),
      /** As much of the map as fits, from the top. */
      overview: () => apply(viewOverview(viewportSize(), contentSize.current), { animate: true }),
      /** Whether a box fits in view at `scale` or larger. */
      fits: (box: Box, scale: number) => viewFitting(box, viewportSize(), { maxScale: Infinity }).k >= scale,
      /** Frames a box (the tricks that are next, …), centred even when zooming out stops short of it. */
      frame: (box: Box, options?: { maxScale?: number; animate?: boolean }) => {
        const viewport = viewportSize();
        const fitted = viewFitting(box, viewport, { maxScale: options?.maxScale });
        const k = Math.max(fitted.k, minScale(viewport, contentSize.current));
        apply(viewCentring(box, viewport, k), { animate: options?.animate });
      },
      /** Centres on a box at a given scale, at a point of the viewport (its middle by default). */
      centreOn: (box: Box, k: number, options?: { at?: Point; animate?: boolean }) =>
        apply(viewCentring(box, viewportSize(), k, options?.at), { animate: options?.animate }),
      /** Moves just enough to show a box, e.g. the trick the keyboard moved to. */
      reveal: (box: Box) => apply(viewRevealing(view.current, box, viewportSize()), { animate: true }),
      viewportSize,
    };
  }, [apply, viewportSize]);
}

function useGestures(
  viewportRef: RefObject<HTMLDivElement | null>,
  surfaceRef: RefObject<HTMLDivElement | null>,
  view: RefObject<ViewTransform>,
  apply: (next: ViewTransform) => void,
): void {
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const pointers = new Map<number, Point>();
    let gesture: Gesture = { kind: 'idle' };
    let swallowNextClick = false;

    const local = (event: { clientX: number; clientY: number }): Point => {
      const rect = viewport.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    // While moving, the surface is kept as one layer the GPU slides around; afterwards it is redrawn sharp.
    const setMoving = (moving: boolean) => {
      if (surfaceRef.current) surfaceRef.current.style.willChange = moving ? 'transform' : '';
      viewport.dataset.moving = moving ? 'true' : 'false';
    };
    const startPress = (point: Point, moved: boolean): Gesture => ({
      kind: 'press',
      start: point,
      from: view.current,
      moved,
    });
    const startPinch = (): Gesture => {
      const [a, b] = [...pointers.values()];
      return { kind: 'pinch', distance: distanceOf(a, b), centre: midpointOf(a, b), from: view.current };
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 1) gesture = startPress(local(event), false);
      else if (pointers.size === 2) {
        gesture = startPinch();
        setMoving(true);
      }
    };

    const onPointerMove = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const point = local(event);
      pointers.set(event.pointerId, point);
      if (gesture.kind === 'press') {
        const dx = point.x - gesture.start.x;
        const dy = point.y - gesture.start.y;
        if (!gesture.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        if (!gesture.moved) {
          gesture.moved = true;
          // From here the drag belongs to the map, even over a trick or past the edge.
          viewport.setPointerCapture(event.pointerId);
          setMoving(true);
        }
        apply({ ...gesture.from, x: gesture.from.x + dx, y: gesture.from.y + dy });
      } else if (gesture.kind === 'pinch' && pointers.size >= 2) {
        const [a, b] = [...pointers.values()];
        const centre = midpointOf(a, b);
        const factor = distanceOf(a, b) / Math.max(gesture.distance, 1);
        const zoomed = zoomAround(gesture.from, factor, gesture.centre);
        apply({
          ...zoomed,
          x: zoomed.x + centre.x - gesture.centre.x,
          y: zoomed.y + centre.y - gesture.centre.y,
        });
      }
    };

    const onPointerEnd = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      const wasMoving = gesture.kind === 'pinch' || (gesture.kind === 'press' && gesture.moved);
      if (pointers.size === 1) {
        // One finger lifted from a pinch: the other carries on dragging, never tapping.
        gesture = startPress([...pointers.values()][0], true);
        return;
      }
      if (pointers.size === 0) {
        swallowNextClick = wasMoving;
        gesture = { kind: 'idle' };
        setMoving(false);
      }
    };

    // A drag that ends over a trick must not open it.
    const onClickCapture = (event: MouseEvent) => {
      if (!swallowNextClick) return;
      swallowNextClick = false;
      event.preventDefault();
      event.stopPropagation();
    };

    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // Trackpad pinches arrive as ctrl + wheel with small steps; mouse wheels in lines or big pixel steps.
      const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const speed = event.ctrlKey ? 0.01 : 0.0015;
      apply(zoomAround(view.current, Math.exp(-pixels * speed), local(event)));
    };

    const resizeObserver = new ResizeObserver(() => apply(view.current));
    resizeObserver.observe(viewport);
    viewport.addEventListener('pointerdown', onPointerDown);
    viewport.addEventListener('pointermove', onPointerMove);
    viewport.addEventListener('pointerup', onPointerEnd);
    viewport.addEventListener('pointercancel', onPointerEnd);
    viewport.addEventListener('click', onClickCapture, true);
    // Not passive: the page must not scroll while the wheel zooms the map.
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resizeObserver.disconnect();
      viewport.removeEventListener('pointerdown', onPointerDown);
      viewport.removeEventListener('pointermove', onPointerMove);
      viewport.removeEventListener('pointerup', onPointerEnd);
      viewport.removeEventListener('pointercancel', onPointerEnd);
      viewport.removeEventListener('click', onClickCapture, true);
      viewport.removeEventListener('wheel', onWheel);
    };
  }, [viewportRef, surfaceRef, view, apply]);
}

function distanceOf(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpointOf(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
