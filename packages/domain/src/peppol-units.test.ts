import { describe, expect, it } from 'vitest';
import { peppolUnitCode } from './peppol-units';

describe('Peppol unit codes', () => {
  it('maps the units of the items to UN/ECE Rec 20/21 codes', () => {
    expect(['doos', 'pak', 'krat', 'karton', 'st', 'kg', 'fles', 'Zak', 'tray'].map((u) => peppolUnitCode(u).code)).toEqual([
      'XBX',
      'XPK',
      'XCR',
      'XCT',
      'H87',
      'KGM',
      'XBO',
      'XBG',
      'XPU',
    ]);
  });

  it('sends an unknown unit as C62 and says it does not know it', () => {
    expect(peppolUnitCode('tros')).toEqual({ code: 'C62', known: false });
    expect(peppolUnitCode('kg')).toEqual({ code: 'KGM', known: true });
  });
});
