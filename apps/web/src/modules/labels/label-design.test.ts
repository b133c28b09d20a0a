import { describe, expect, it } from 'vitest';
import { alignElement, clampElement, commit, type Design, newElement, redo, snap, startHistory, undo } from './label-design';

const design: Design = { name: 'x', type: 'product', widthMm: 60, heightMm: 40, elements: [] };

describe('label designer model', () => {
  it('snaps to the mm grid and keeps elements on the label', () => {
    expect(snap(3.4)).toBe(3);
    expect(snap(7.6, 5)).toBe(10);
    const e = clampElement({ id: 'a', type: 'rectangle', x: 55, y: -3, width: 20, height: 10 }, design);
    expect(e).toMatchObject({ x: 40, y: 0, width: 20, height: 10 });
  });

  it('adds elements of each kind with unique ids, and aligns them', () => {
    const text = newElement('text', design);
    const qr = newElement('qr', { ...design, elements: [text] });
    expect(qr).toMatchObject({ type: 'barcode', symbology: 'qr' });
    expect(qr.id).not.toBe(text.id);
    expect(alignElement(qr, 'right', design).x).toBe(45);
    expect(alignElement(qr, 'middle', design).y).toBe(12.5);
  });

  it('undoes and redoes whole designs', () => {
    let h = startHistory(design);
    h = commit(h, { ...design, name: 'one' });
    h = commit(h, { ...design, name: 'two' });
    h = undo(h);
    expect(h.present.name).toBe('one');
    h = redo(h);
    expect(h.present.name).toBe('two');
    h = commit(undo(h), { ...design, name: 'three' });
    expect(h.future).toEqual([]);
  });
});
