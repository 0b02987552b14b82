import type { TrickSummaryDto } from '@boonies/contracts/tricks';
import { LocateFixed, Maximize, Minus, Plus } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { usePanZoom } from '../hooks/use-pan-zoom';
import {
  boundsOf,
  LAYOUT_METRICS,
  type Box,
  neighbourOf,
  type Direction,
  type ProgressionLayout,
} from '../progression-layout';
import type { TrickStatus } from '../trick-status';
import { viewFromCorner, type Size, type ViewTransform } from '../view-transform';
import { MapBackdrop, MapHighlight } from './progression-map-edges';
import { MapNode, nodeElementId } from './progression-map-node';

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Around the starting trick: the column before it, and above it a row and its lane's name. */
const START_AIR = {
  x: LAYOUT_METRICS.nodeWidth + LAYOUT_METRICS.columnGap + LAYOUT_METRICS.margin / 2,
  y: LAYOUT_METRICS.laneHeader + LAYOUT_METRICS.nodeHeight + LAYOUT_METRICS.rowGap + LAYOUT_METRICS.margin,
};

/** Framing a group of tricks smaller than this would leave their names too small to read. */
const READABLE_SCALE = 0.7;

/**
 * A trick near the top-left corner at a scale where names read comfortably, with the column before it
 * and its lane's name in view. On a narrow phone the column before gives way so the trick itself is whole.
 */
function startingView(box: Box, viewport: Size): ViewTransform {
  const k = viewport.width < 640 ? 0.9 : 1;
  const airX = Math.min(START_AIR.x, viewport.width / k - box.width - LAYOUT_METRICS.margin);
  return viewFromCorner(box, k, { x: Math.max(0, airX), y: START_AIR.y });
}

/**
 * The camera of each map (all tricks, or one category) for as long as the app is open: coming Back from
 * a trick finds the map where it was left.
 */
const rememberedViews = new Map<string, ViewTransform>();

interface ProgressionCanvasProps {
  layout: ProgressionLayout;
  tricksById: ReadonlyMap<string, TrickSummaryDto>;
  statuses: ReadonlyMap<string, TrickStatus> | null;
  onlyNext: boolean;
  /** Names the map whose camera is remembered. */
  viewKey: string;
}

export function ProgressionCanvas({
  layout,
  tricksById,
  statuses,
  onlyNext,
  viewKey,
}: ProgressionCanvasProps) {
  const camera = usePanZoom(layout);
  const instructionsId = useId();
  const isStop = useCallback(
    (trickId: string) => !onlyNext || statuses?.get(trickId) === 'available',
    [onlyNext, statuses],
  );
  const nextTrickId = layout.nodes.find((node) => statuses?.get(node.id) === 'available')?.id ?? null;
  // Where a first visit starts: the first trick that can be learned next, else the very first trick.
  const [startId] = useState(() => nextTrickId ?? layout.nodes[0]?.id ?? null);
  const [activeId, setActiveId] = useState(startId);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  // The keyboard's trick shows its links only while the keyboard is on the map.
  const [hasFocus, setHasFocus] = useState(false);

  // The first view: where it was left, or around the starting trick at a readable scale.
  useLayoutEffect(() => {
    const remembered = rememberedViews.get(viewKey);
    const start = startId ? layout.byId.get(startId) : undefined;
    if (remembered) camera.setView(remembered);
    else if (start) camera.setView(startingView(start, camera.viewportSize()));
    return () => {
      rememberedViews.set(viewKey, camera.getView());
    };
  }, [camera, layout, viewKey, startId]);

  // Showing only what can be learned next brings those tricks into view: all of them if they fit at a
  // size that can still be read, else the first of them.
  useEffect(() => {
    if (!onlyNext) return;
    const next = layout.nodes.filter((node) => isStop(node.id));
    const bounds = boundsOf(next);
    if (!bounds) return;
    if (camera.fits(bounds, READABLE_SCALE)) camera.frame(bounds, { maxScale: 1, animate: true });
    else camera.setView(startingView(next[0], camera.viewportSize()));
    setActiveId((current) => (current && isStop(current) ? current : next[0].id));
  }, [onlyNext, layout, camera, isStop]);

  const focusTrick = useCallback(
    (trickId: string) => {
      setActiveId(trickId);
      const box = layout.byId.get(trickId);
      if (box) camera.reveal(box);
    },
    [layout, camera],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction && activeId) {
      event.preventDefault();
      const next = neighbourOf(layout, activeId, direction, isStop);
      // The browser must not scroll the viewport to the node: the camera moves instead.
      if (next) document.getElementById(nodeElementId(next))?.focus({ preventScroll: true });
    } else if (event.key === '+' || event.key === '=') {
      camera.zoomIn();
    } else if (event.key === '-') {
      camera.zoomOut();
    }
  }

  return (
    <div className="relative">
      <div
        ref={camera.viewportRef}
        // Focus can still scroll an overflow-hidden box (Tab into an off-screen node): undo it, the camera follows.
        onScroll={(event) => event.currentTarget.scrollTo(0, 0)}
        className="relative h-[calc(100dvh-12rem)] min-h-[360px] cursor-grab touch-none select-none overflow-hidden rounded-xl border bg-background data-[moving=true]:cursor-grabbing lg:h-[calc(100dvh-22.5rem)] lg:min-h-[480px]"
      >
        <div
          ref={camera.surfaceRef}
          data-zoom="near"
          className="group/surface absolute left-0 top-0 origin-top-left bg-[radial-gradient(var(--border)_1px,transparent_1px)] bg-[length:24px_24px]"
          style={{ width: layout.width, height: layout.height }}
        >
          <MapBackdrop layout={layout} statuses={statuses} onlyNext={onlyNext} />
          <MapHighlight layout={layout} trickId={hoveredId ?? (hasFocus ? activeId : null)} />
          <div
            role="group"
            aria-label="Progression map"
            aria-describedby={instructionsId}
            onKeyDown={onKeyDown}
            onFocus={() => setHasFocus(true)}
            onBlur={() => setHasFocus(false)}
          >
            <MapNodes
              layout={layout}
              tricksById={tricksById}
              statuses={statuses}
              isStop={isStop}
              activeId={activeId}
              onFocus={focusTrick}
              onHover={setHoveredId}
            />
          </div>
        </div>
      </div>
      <p id={instructionsId} className="sr-only">
        Arrow keys move between tricks along the prerequisite columns. Enter opens a trick. Plus and minus
        zoom.
      </p>
      <CameraControls
        onZoomIn={camera.zoomIn}
        onZoomOut={camera.zoomOut}
        onOverview={camera.overview}
        onFindNext={
          nextTrickId
            ? () => {
                const box = layout.byId.get(nextTrickId);
                if (!box) return;
                setActiveId(nextTrickId);
                camera.centreOn(box, Math.max(camera.getView().k, 0.8), { animate: true });
              }
            : undefined
        }
      />
    </div>
  );
}

interface MapNodesProps {
  layout: ProgressionLayout;
  tricksById: ReadonlyMap<string, TrickSummaryDto>;
  statuses: ReadonlyMap<string, TrickStatus> | null;
  isStop: (trickId: string) => boolean;
  activeId: string | null;
  onFocus: (trickId: string) => void;
  onHover: (trickId: string | null) => void;
}

/** All nodes; re-rendered only when what they show changes, never while the camera moves. */
const MapNodes = memo(function MapNodes({
  layout,
  tricksById,
  statuses,
  isStop,
  activeId,
  onFocus,
  onHover,
}: MapNodesProps) {
  return layout.nodes.map((box) => (
    <MapNode
      key={box.id}
      box={box}
      name={tricksById.get(box.id)?.name ?? box.id}
      status={statuses?.get(box.id)}
      dimmed={!isStop(box.id)}
      tabbable={box.id === activeId}
      onFocus={onFocus}
      onHover={onHover}
    />
  ));
});

interface CameraControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onOverview: () => void;
  onFindNext?: () => void;
}

function CameraControls({ onZoomIn, onZoomOut, onOverview, onFindNext }: CameraControlsProps) {
  const controls = [
    { label: 'Zoom in', icon: Plus, onClick: onZoomIn },
    { label: 'Zoom out', icon: Minus, onClick: onZoomOut },
    { label: 'Overview', icon: Maximize, onClick: onOverview },
    ...(onFindNext ? [{ label: 'Go to my next trick', icon: LocateFixed, onClick: onFindNext }] : []),
  ];
  return (
    <div className="absolute bottom-3 right-3 flex flex-col overflow-hidden rounded-xl border bg-popover/90 shadow-lg shadow-black/30 backdrop-blur">
      {controls.map(({ label, icon: Icon, onClick }) => (
        <WithTooltip key={label} label={label} side="left">
          <Button
            variant="ghost"
            size="icon"
            aria-label={label}
            onClick={onClick}
            className="size-11 rounded-none"
          >
            <Icon aria-hidden />
          </Button>
        </WithTooltip>
      ))}
    </div>
  );
}
