import { textOn } from '@/components/text-on-colour';

/** Pure helpers of the status editor (issue 30): the statuses as one shape for both kinds, layout, reachability, SVG. */

export type EditorStatus = {
  id: string;
  code: string;
  /** The name given in the editor; null: the translated label of the code. */
  name: string | null;
  /** The names per language, where given. */
  names?: Partial<Record<'nl' | 'en' | 'tr' | 'ar', string>>;
  label: string;
  colour: string;
  isDefault: boolean;
  isTerminal: boolean;
  isSystem: boolean;
  count: number;
};
export type Pair = { fromStatusId: string; toStatusId: string };
export type Point = { x: number; y: number };

export const nodeWidth = 180;
export const nodeHeight = 56;
const columns = 4;

/** Automatic layout by sort order: rows of four, left to right (mirrored for right-to-left). */
export function layoutBySortOrder(statuses: readonly EditorStatus[], rtl = false): Map<string, Point> {
  return new Map(
    statuses.map((s, i) => {
      const column = i % columns;
      return [s.id, { x: (rtl ? columns - 1 - column : column) * (nodeWidth + 60), y: Math.floor(i / columns) * (nodeHeight + 80) }];
    }),
  );
}

/** The statuses no path of transitions reaches from the default status. */
export function unreachableFromDefault(statuses: readonly EditorStatus[], transitions: readonly Pair[]): EditorStatus[] {
  const start = statuses.find((s) => s.isDefault);
  if (!start) return [];
  const seen = new Set([start.id]);
  const queue = [start.id];
  while (queue.length) {
    const from = queue.shift() as string;
    for (const tr of transitions)
      if (tr.fromStatusId === from && !seen.has(tr.toStatusId)) {
        seen.add(tr.toStatusId);
        queue.push(tr.toStatusId);
      }
  }
  return statuses.filter((s) => !seen.has(s.id));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The WCAG contrast ratio of the chip text on its colour (1 to 21). */
export function contrastRatio(colour: string): number {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const hex = colour.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => lin(Number.parseInt(hex.slice(i, i + 2), 16) / 255)) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const text = textOn(colour) === '#000000' ? 0 : 1;
  const [hi, lo] = text > l ? [text, l] : [l, text];
  return (hi + 0.05) / (lo + 0.05);
}

/** The diagram as a standalone SVG document: a box per status, an arrow per transition. */
export function diagramSvg(statuses: readonly EditorStatus[], transitions: readonly Pair[], positions: Map<string, Point>): string {
  const pad = 20;
  const at = (id: string) => positions.get(id) ?? { x: 0, y: 0 };
  const xs = statuses.map((s) => at(s.id).x);
  const ys = statuses.map((s) => at(s.id).y);
  const minX = Math.min(0, ...xs) - pad;
  const minY = Math.min(0, ...ys) - pad;
  const width = Math.max(0, ...xs) + nodeWidth + pad - minX;
  const height = Math.max(0, ...ys) + nodeHeight + pad - minY;
  const centre = (id: string) => ({ x: at(id).x + nodeWidth / 2, y: at(id).y + nodeHeight / 2 });
  const arrows = transitions.map((tr) => {
    const a = centre(tr.fromStatusId);
    const b = centre(tr.toStatusId);
    // Stop at the target box's edge so the arrowhead shows.
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const scale = Math.min(Math.abs(dx) > 0 ? nodeWidth / 2 / Math.abs(dx) : 1, Math.abs(dy) > 0 ? nodeHeight / 2 / Math.abs(dy) : 1, 1);
    const end = { x: b.x - dx * scale, y: b.y - dy * scale };
    return `<line class="transition" data-from="${tr.fromStatusId}" data-to="${tr.toStatusId}" x1="${a.x}" y1="${a.y}" x2="${end.x}" y2="${end.y}" stroke="#555" stroke-width="1.5" marker-end="url(#arrow)"/>`;
  });
  const boxes = statuses.map((s) => {
    const p = at(s.id);
    return `<g class="status" data-code="${escapeXml(s.code)}"><rect x="${p.x}" y="${p.y}" width="${nodeWidth}" height="${nodeHeight}" rx="8" fill="${s.colour}" stroke="${s.isDefault ? '#000' : '#666'}" stroke-width="${s.isDefault ? 3 : 1}"/><text x="${p.x + nodeWidth / 2}" y="${p.y + nodeHeight / 2 + 5}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="${textOn(s.colour)}">${escapeXml(s.label)}</text></g>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX} ${minY} ${width} ${height}">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>`,
    ...arrows,
    ...boxes,
    `</svg>`,
  ].join('\n');
}
