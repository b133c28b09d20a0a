/**
 * UN/ECE Recommendation 20 (measures) and 21 (packages, with an X before the code) unit codes
 * for the units the app's items use (Dutch and English words), as e-invoices (Peppol BIS, BR-CL-23)
 * need them. A unit the list does not know is sent as C62 ("one"): `known` says so, and the item
 * form shows it.
 */
const codes: Record<string, string> = {
  st: 'H87',
  stuk: 'H87',
  stuks: 'H87',
  stk: 'H87',
  pc: 'H87',
  pcs: 'H87',
  piece: 'H87',
  pieces: 'H87',
  fles: 'XBO',
  bottle: 'XBO',
  pak: 'XPK',
  pack: 'XPK',
  pakket: 'XPK',
  doos: 'XBX',
  box: 'XBX',
  karton: 'XCT',
  carton: 'XCT',
  ctn: 'XCT',
  krat: 'XCR',
  crate: 'XCR',
  kist: 'XCR',
  zak: 'XBG',
  bag: 'XBG',
  blik: 'XCA',
  can: 'XCA',
  emmer: 'XBJ',
  bucket: 'XBJ',
  tray: 'XPU',
  pallet: 'XPX',
  rol: 'XRO',
  roll: 'XRO',
  tube: 'XTU',
  set: 'SET',
  paar: 'PR',
  pair: 'PR',
  kg: 'KGM',
  kilo: 'KGM',
  kilogram: 'KGM',
  g: 'GRM',
  gr: 'GRM',
  gram: 'GRM',
  l: 'LTR',
  ltr: 'LTR',
  liter: 'LTR',
  litre: 'LTR',
  ml: 'MLT',
  m: 'MTR',
  meter: 'MTR',
  metre: 'MTR',
  cm: 'CMT',
  uur: 'HUR',
  hour: 'HUR',
  h: 'HUR',
  dag: 'DAY',
  day: 'DAY',
};

export const fallbackUnitCode = 'C62';

export function peppolUnitCode(unit: string): { code: string; known: boolean } {
  const code = codes[unit.trim().toLowerCase().replace(/\.$/, '')];
  return code ? { code, known: true } : { code: fallbackUnitCode, known: false };
}
