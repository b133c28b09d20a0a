import { describe, expect, it } from 'vitest';
import type { LabelElement } from '@wb/contract/labels';
import { renderPdf, renderSvg } from './label-graphics';
import { fillPlaceholders, geometryIssues, type LabelDesign, resolveElements, staticBarcodeIssues } from './label-layout';
import { renderZpl } from './label-zpl';

const lotLabel: LabelDesign = {
  widthMm: 100,
  heightMm: 50,
  elements: [
    { id: 'name', type: 'text', x: 5, y: 4, width: 90, height: 8, text: '{{item.name}}', fontSize: 14, fontWeight: 'bold' },
    { id: 'lot', type: 'text', x: 5, y: 13, width: 60, height: 5, text: 'Lot {{lot.number}} ^~_', fontSize: 10 },
    { id: 'rule', type: 'line', x: 5, y: 19, width: 90, height: 0, thickness: 0.5 },
    {
      id: 'gs1',
      type: 'barcode',
      symbology: 'gs1-128',
      x: 5,
      y: 21,
      width: 70,
      height: 20,
      text: '(01){{item.gtin}}(17){{lot.expiryGs1}}(10){{lot.number}}',
      fontSize: 8,
    },
    { id: 'qr', type: 'barcode', symbology: 'qr', x: 78, y: 21, width: 20, height: 20, text: 'https://x.nl/l/{{lot.number}}' },
    { id: 'box', type: 'rectangle', x: 0, y: 0, width: 100, height: 50, thickness: 0.25 },
    { id: 'dot', type: 'circle', x: 90, y: 2, width: 5, height: 5 },
  ],
};
const data = {
  item: { name: 'Goudse kaas jong 48+', gtin: '08712345678906' },
  lot: { number: 'LOT42', expiryGs1: '250630' },
};

const resolved = () => {
  const result = resolveElements(lotLabel, data);
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.elements;
};

describe('label rendering', () => {
  it('fills placeholders and leaves unknown fields empty', () => {
    expect(fillPlaceholders('{{item.name}} / {{lot.number}} / {{order.number}}', data)).toBe('Goudse kaas jong 48+ / LOT42 / ');
  });

  it('renders ZPL at 203 dpi: header, text, line, GS1-128 with FNC1, QR, box, circle', () => {
    expect(renderZpl(resolved(), { widthMm: 100, heightMm: 50, dpi: 203, copies: 10 })).toBe(
      [
        '^XA',
        '^CI28',
        '^PW800',
        '^LL400',
        '^LH0,0',
        '^FO40,32^A0N,40,46^FB720,1,0,L,0^FH^FDGoudse kaas jong 48+^FS',
        '^FO40,104^A0N,28,28^FB480,1,0,L,0^FH^FDLot LOT42 _5E_7E_5F^FS',
        '^FO40,152^GB720,4,4^FS',
        '^FO40,168^BY2,3,136^BCN,136,N,N,N^FD>;>801087123456789061725063010>6LOT42^FS',
        '^FO40,310^A0N,18,18^FD(01)08712345678906(17)250630(10)LOT42^FS',
        '^FO624,168^BQN,2,6^FH^FDQA,https://x.nl/l/LOT42^FS',
        '^FO0,0^GB800,400,2^FS',
        '^FO720,16^GC40,2^FS',
        '^PQ10',
        '^XZ',
        '',
      ].join('\n'),
    );
  });

  it('renders the same positions in dots per printer resolution (300 dpi = 12 dots/mm)', () => {
    const zpl = renderZpl(resolved(), { widthMm: 100, heightMm: 50, dpi: 300 });
    expect(zpl).toContain('^PW1200\n^LL600');
    expect(zpl).toContain('^FO60,48^A0N,59,68');
    expect(zpl).toContain('^BY3,3,');
    expect(zpl).toContain('^PQ1\n^XZ');
  });

  it('renders code 128 and EAN-13 (12 digits: the printer adds the check digit)', () => {
    const design: LabelDesign = {
      widthMm: 60,
      heightMm: 30,
      elements: [
        { id: 'c', type: 'barcode', symbology: 'code128', x: 2, y: 2, width: 50, height: 12, text: 'ITEM-1001' },
        { id: 'e', type: 'barcode', symbology: 'ean13', x: 2, y: 15, width: 50, height: 12, text: '4006381333931' },
      ],
    };
    const result = resolveElements(design, {});
    if ('issues' in result) throw new Error('issues');
    const zpl = renderZpl(result.elements, { widthMm: 60, heightMm: 30, dpi: 203 });
    expect(zpl).toContain('^FO16,16^BY2,3,65^BCN,65,Y,N,N^FH^FDITEM-1001^FS');
    expect(zpl).toContain('^FO16,120^BY2,3,65^BEN,65,Y,N^FD400638133393^FS');
  });

  it('refuses bad barcode data naming the element and the AI', () => {
    const bad = resolveElements(lotLabel, { ...data, item: { gtin: '08712345678907' } });
    expect(bad).toEqual({ issues: [{ path: 'elements.3.text', key: 'labels.gs1CheckDigit', params: { ai: '01' } }] });
    const longLot = resolveElements(lotLabel, { ...data, lot: { number: 'L'.repeat(21), expiryGs1: '250630' } });
    expect(longLot).toEqual({ issues: [{ path: 'elements.3.text', key: 'labels.gs1TooLong', params: { ai: '10', max: 20 } }] });
    const badDate = resolveElements(lotLabel, { ...data, lot: { number: 'A', expiryGs1: '251399' } });
    expect(badDate).toEqual({ issues: [{ path: 'elements.3.text', key: 'labels.gs1BadDate', params: { ai: '17' } }] });
    const element: LabelElement = {
      id: 'e',
      type: 'barcode',
      symbology: 'ean13',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      text: '4006381333932',
    };
    expect(staticBarcodeIssues({ widthMm: 20, heightMm: 20, elements: [element] })).toEqual([
      { path: 'elements.0.text', key: 'labels.ean13Invalid', params: {} },
    ]);
  });

  it('names an element that lies outside the label', () => {
    const design: LabelDesign = {
      widthMm: 50,
      heightMm: 30,
      elements: [{ id: 'wide', type: 'rectangle', x: 10, y: 0, width: 45, height: 5 }],
    };
    expect(geometryIssues(design)).toEqual([{ path: 'elements.0', key: 'labels.elementOutside', params: { element: 'wide' } }]);
  });

  it('renders the same label as SVG (mm viewBox) and as a PDF page at the label size', async () => {
    const svg = renderSvg({ widthMm: 100, heightMm: 50, elements: resolved() });
    expect(svg).toContain('viewBox="0 0 100 50"');
    expect(svg).toContain('Goudse kaas jong 48+');
    expect(svg).toContain('data-barcode="(01)08712345678906(17)250630(10)LOT42"');
    const pdf = await renderPdf([{ widthMm: 100, heightMm: 50, elements: resolved(), copies: 2 }]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(text).toMatch(/\/MediaBox \[0 0 283\.46\d* 141\.73\d*\]/);
  });
});
