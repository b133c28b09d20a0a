import { describe, expect, it } from 'vitest';
import { contrastRatio, diagramSvg, type EditorStatus, layoutBySortOrder, unreachableFromDefault } from './status-graph';

const status = (id: string, extra: Partial<EditorStatus> = {}): EditorStatus => ({
  id,
  code: id,
  name: null,
  label: `<${id}>`,
  colour: '#3B82F6',
  isDefault: false,
  isTerminal: false,
  isSystem: false,
  count: 0,
  ...extra,
});
const statuses = [status('a', { isDefault: true }), status('b'), status('c'), status('d'), status('e')];
const transitions = [
  { fromStatusId: 'a', toStatusId: 'b' },
  { fromStatusId: 'b', toStatusId: 'c' },
  { fromStatusId: 'd', toStatusId: 'a' },
];

describe('the status graph', () => {
  it('lays the statuses out by sort order in rows of four, mirrored for right-to-left', () => {
    const ltr = layoutBySortOrder(statuses);
    expect(ltr.get('a')).toEqual({ x: 0, y: 0 });
    expect(ltr.get('e')).toEqual({ x: 0, y: 136 });
    expect(layoutBySortOrder(statuses, true).get('a')?.x).toBe(720);
  });

  it('finds the statuses the default does not reach', () => {
    expect(unreachableFromDefault(statuses, transitions).map((s) => s.id)).toEqual(['d', 'e']);
  });

  it('exports a valid SVG with every status and every arrow, text escaped', () => {
    const svg = diagramSvg(statuses, transitions, layoutBySortOrder(statuses));
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg.match(/<g class="status"/g)).toHaveLength(5);
    expect(svg.match(/<line class="transition"/g)).toHaveLength(3);
    expect(svg).toContain('&lt;a&gt;');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('rates the chip text contrast', () => {
    expect(contrastRatio('#000000')).toBeGreaterThan(20);
    expect(contrastRatio('#FFFF00')).toBeGreaterThan(10);
    expect(contrastRatio('#F59E0B')).toBeLessThan(12);
  });
});
