import { Box } from '@mui/material';
import type { LabelElement } from '@wb/contract/labels';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { clampElement, type Design, snap } from './label-design';

type Props = {
  design: Design;
  zoom: number;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A further step of a drag (replaces the present design). */
  onLive: (design: Design) => void;
  /** A change undo can go back from (the first step of a drag, a key). */
  onCommit: (design: Design) => void;
  onKey: (event: KeyboardEvent) => void;
};

type Drag = { id: string; mode: 'move' | 'resize'; startX: number; startY: number; origin: LabelElement; moved: boolean };

const preview = (e: LabelElement) => {
  if (e.type === 'barcode' && e.symbology === 'qr') return 'QR';
  if (e.type === 'barcode') return `||| ${e.symbology ?? 'code128'}`;
  return e.text ?? '';
};

/**
 * The designer's canvas: SVG in millimetres (viewBox), a 5 mm grid, elements dragged and resized
 * with pointer events (pointer capture, snapped to the 1 mm grid, kept on the label), arrow keys
 * nudge. The real rendering is the server's preview next to it.
 */
export function LabelCanvas({ design, zoom, selectedId, onSelect, onLive, onCommit, onKey }: Props) {
  const drag = useRef<Drag | null>(null);
  const { widthMm: w, heightMm: h } = design;

  const begin = (event: PointerEvent, e: LabelElement, mode: Drag['mode']) => {
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    onSelect(e.id);
    drag.current = { id: e.id, mode, startX: event.clientX, startY: event.clientY, origin: e, moved: false };
  };
  const move = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.startX) / zoom;
    const dy = (event.clientY - d.startY) / zoom;
    const o = d.origin;
    const changed =
      d.mode === 'move'
        ? { ...o, x: snap(o.x + dx), y: snap(o.y + dy) }
        : {
            ...o,
            width: Math.max(o.type === 'line' ? 0 : 1, snap(o.width + dx)),
            height: Math.max(o.type === 'line' ? 0 : 1, snap(o.height + dy)),
          };
    const next = clampElement(changed, design);
    const current = design.elements.find((x) => x.id === d.id);
    if (current && next.x === current.x && next.y === current.y && next.width === current.width && next.height === current.height) return;
    const updated = { ...design, elements: design.elements.map((x) => (x.id === d.id ? next : x)) };
    // The first step of a drag goes into the undo history; the rest follow it live.
    if (d.moved) onLive(updated);
    else onCommit(updated);
    d.moved = true;
  };
  const end = () => {
    drag.current = null;
  };

  const grid = [];
  for (let x = 5; x < w; x += 5) grid.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={h} stroke="#e3e8ef" strokeWidth={0.1} />);
  for (let y = 5; y < h; y += 5) grid.push(<line key={`y${y}`} x1={0} y1={y} x2={w} y2={y} stroke="#e3e8ef" strokeWidth={0.1} />);

  return (
    <Box
      tabIndex={0}
      onKeyDown={onKey}
      data-testid="label-canvas"
      sx={{
        overflow: 'auto',
        maxWidth: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        bgcolor: 'grey.100',
        outline: 'none',
        direction: 'ltr',
      }}
    >
      <svg
        width={w * zoom}
        height={h * zoom}
        viewBox={`0 0 ${w} ${h}`}
        style={{ background: '#fff', display: 'block', touchAction: 'none' }}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerDown={() => onSelect(null)}
        role="img"
        aria-label={design.name}
      >
        {grid}
        {design.elements.map((e) => {
          const selected = e.id === selectedId;
          const color = e.color ?? '#000';
          const fontMm = ((e.fontSize ?? 12) * 0.3528) as number;
          return (
            <g key={e.id} data-testid={`element-${e.id}`} onPointerDown={(ev) => begin(ev, e, 'move')} style={{ cursor: 'move' }}>
              {e.type === 'line' ? (
                <line
                  x1={e.x}
                  y1={e.y}
                  x2={e.width >= e.height ? e.x + e.width : e.x}
                  y2={e.width >= e.height ? e.y : e.y + e.height}
                  stroke={color}
                  strokeWidth={e.thickness ?? 0.3}
                />
              ) : e.type === 'circle' ? (
                <ellipse
                  cx={e.x + e.width / 2}
                  cy={e.y + e.height / 2}
                  rx={e.width / 2}
                  ry={e.height / 2}
                  fill="none"
                  stroke={color}
                  strokeWidth={e.thickness ?? 0.3}
                />
              ) : e.type === 'text' ? (
                <text x={e.x} y={e.y + fontMm * 0.85} fontSize={fontMm} fontWeight={e.fontWeight ?? 'normal'} fill={color}>
                  {preview(e)}
                </text>
              ) : (
                <>
                  <rect
                    x={e.x}
                    y={e.y}
                    width={e.width}
                    height={e.height}
                    fill={e.type === 'barcode' ? '#f1f4f8' : 'none'}
                    stroke={color}
                    strokeWidth={e.type === 'rectangle' ? (e.thickness ?? 0.3) : 0.15}
                    strokeDasharray={e.type === 'rectangle' ? undefined : '0.8 0.5'}
                  />
                  <text x={e.x + 0.8} y={e.y + Math.min(3, e.height * 0.6)} fontSize={Math.min(2.6, e.height * 0.5)} fill="#445">
                    {preview(e).slice(0, 40)}
                  </text>
                </>
              )}
              {/* A hit area for thin elements. */}
              <rect
                x={e.x}
                y={e.y - (e.height < 1 ? 1 : 0)}
                width={Math.max(e.width, 1)}
                height={Math.max(e.height, 2)}
                fill="transparent"
              />
              {selected && (
                <>
                  <rect
                    x={e.x}
                    y={e.y}
                    width={Math.max(e.width, 0.5)}
                    height={Math.max(e.height, 0.5)}
                    fill="none"
                    stroke="#1976d2"
                    strokeWidth={0.3}
                    strokeDasharray="1 0.6"
                  />
                  <rect
                    data-testid="resize-handle"
                    x={e.x + e.width - 1.2}
                    y={e.y + e.height - 1.2}
                    width={2.4}
                    height={2.4}
                    fill="#1976d2"
                    style={{ cursor: 'nwse-resize' }}
                    onPointerDown={(ev) => begin(ev, e, 'resize')}
                  />
                </>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
