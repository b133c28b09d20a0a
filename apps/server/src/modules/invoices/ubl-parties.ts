import type { UblData, UblParty } from './ubl-types';

/** EU member states (VAT area; Greece's VAT ids start with EL). */
const euCountries = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR EL HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));

/** Peppol EAS scheme of a VAT id by its country (the country's own scheme: a German VAT id is 9930, not 9944). */
const vatSchemes: Record<string, string> = {
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  GR: '9933',
  EL: '9933',
  HR: '9934',
  IE: '9935',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
  HU: '9910',
  ES: '9920',
  FR: '9957',
  IT: '0211',
  GB: '9932',
  CH: '0183',
};

export const isEu = (country: string) => euCountries.has((country || 'NL').toUpperCase());

/**
 * The party's electronic address (BT-34/BT-49) from Peppol's scheme list: a Dutch party's KvK
 * number (0106), else its VAT id under its own country's scheme (Swiss UID 0183), else its IBAN
 * (9918: a consumer has no KvK or VAT id; Peppol's list has no e-mail scheme). Null when it has
 * none of these.
 */
export function endpointOf(party: UblParty): { id: string; scheme: string } | null {
  const country = (party.country || 'NL').toUpperCase();
  if (party.kvk && country === 'NL') return { id: party.kvk, scheme: '0106' };
  const vat = party.vatNumber.replace(/[\s.-]+/g, '').toUpperCase();
  const vatScheme = vatSchemes[vat.slice(0, 2)];
  if (vat && vatScheme) return { id: vatScheme === '0183' ? vat.replace(/(MWST|TVA|IVA)$/, '') : vat, scheme: vatScheme };
  const iban = party.iban.replace(/\s+/g, '').toUpperCase();
  if (iban) return { id: iban, scheme: '9918' };
  return null;
}

export type TaxCategory = { id: 'S' | 'K' | 'G' | 'Z'; reasonCode: string; reason: string };

/**
 * VAT category of a rate: S for 21 % and 9 %; at 0 % an intra-EU supply (K) to a business
 * abroad in the EU with a VAT id, an export (G) to a buyer outside the EU, else zero rated (Z).
 */
export function categoryOf(rate: number, data: UblData): TaxCategory {
  if (rate > 0) return { id: 'S', reasonCode: '', reason: '' };
  const country = (data.buyer.country || 'NL').toUpperCase();
  if (country !== 'NL' && isEu(country) && data.buyer.vatNumber)
    return { id: 'K', reasonCode: 'VATEX-EU-IC', reason: 'Intracommunautaire levering' };
  if (!isEu(country)) return { id: 'G', reasonCode: 'VATEX-EU-G', reason: 'Export buiten de EU' };
  return { id: 'Z', reasonCode: '', reason: '' };
}
