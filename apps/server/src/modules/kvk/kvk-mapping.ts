import type { KvkAddress, KvkCompany, KvkSearchResponse, KvkSearchResult } from '@wb/contract/kvk';
import type { KvkBasisprofiel, KvkProfielAdres, KvkZoekResponse, KvkZoekResultaat } from '@/integrations/kvk/kvk-client';

/** KVK's answers in the app's shape: Zoeken v2 results and the Basisprofiel (external-apis §1.3, §1.4). */

const resultTypes = new Set(['hoofdvestiging', 'nevenvestiging', 'rechtspersoon']);

/** One company may come as its legal entity and as its branches: the entity is dropped when a branch of it is there. */
export function searchResultsOf(term: string, body: KvkZoekResponse | null): KvkSearchResponse {
  const items = (body?.resultaten ?? []).filter((r) => resultTypes.has(r.type));
  const withBranch = new Set(items.filter((r) => r.type !== 'rechtspersoon').map((r) => r.kvkNummer));
  const results = items.filter((r) => r.type !== 'rechtspersoon' || !withBranch.has(r.kvkNummer)).map(searchResultOf);
  const dropped = items.length - results.length;
  return { term, total: Math.max(results.length, (body?.totaal ?? 0) - dropped), results };
}

function searchResultOf(r: KvkZoekResultaat): KvkSearchResult {
  const home = r.adres?.binnenlandsAdres;
  const abroad = r.adres?.buitenlandsAdres;
  const street = home
    ? [home.straatnaam, home.huisnummer, home.huisletter].filter((p) => p !== undefined && p !== '').join(' ') || null
    : (abroad?.straatHuisnummer ?? null);
  return {
    kvkNumber: r.kvkNummer,
    branchNumber: r.vestigingsnummer ?? null,
    name: r.naam,
    type: r.type as KvkSearchResult['type'],
    street,
    city: home?.plaats ?? abroad?.postcodeWoonplaats ?? null,
    active: r.actief !== 'Nee',
  };
}

/** YYYYMMDD → YYYY-MM-DD; KVK writes 00 for an unknown month or day. */
export function isoDateOf(value: string | undefined): string | null {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (!m) return null;
  const [, y, mo, d] = m;
  return `${y}-${mo === '00' ? '01' : mo}-${d === '00' ? '01' : d}`;
}

const countryCodes: Record<string, string> = { nederland: 'NL', belgië: 'BE', belgie: 'BE', duitsland: 'DE', frankrijk: 'FR' };

function addressOf(a: KvkProfielAdres): KvkAddress {
  const house = [a.huisnummer, a.huisletter, a.huisnummerToevoeging].filter((p) => p !== undefined && p !== '').join(' ');
  const street = a.straatnaam ?? a.straatHuisnummer ?? (a.postbusnummer !== undefined ? `Postbus ${a.postbusnummer}` : '');
  const country = (a.land ?? 'Nederland').trim();
  return {
    kind: a.type === 'bezoekadres' ? 'visiting' : 'postal',
    street,
    houseNumber: a.straatnaam ? house : '',
    postalCode: a.postcode ?? '',
    city: a.plaats ?? a.postcodeWoonplaats ?? '',
    country: countryCodes[country.toLowerCase()] ?? country,
    shielded: a.indAfgeschermd === 'Ja',
  };
}

export type CachedCompany = Omit<KvkCompany, 'existingAccountId'>;

export function companyOf(p: KvkBasisprofiel): CachedCompany {
  const main = p._embedded?.hoofdvestiging;
  const owner = p._embedded?.eigenaar;
  const addresses = (main?.adressen ?? owner?.adressen ?? []).map(addressOf);
  addresses.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'visiting' ? -1 : 1));
  const websites = [...new Set([...(main?.websites ?? []), ...(owner?.websites ?? [])])];
  const activities = p.sbiActiviteiten ?? main?.sbiActiviteiten ?? [];
  const dissolvedOn = isoDateOf(p.materieleRegistratie?.datumEinde);
  return {
    kvkNumber: p.kvkNummer,
    name: p.naam,
    statutoryName: p.statutaireNaam ?? null,
    tradeNames: [...(p.handelsnamen ?? [])].sort((a, b) => a.volgorde - b.volgorde).map((h) => h.naam),
    legalForm: owner?.uitgebreideRechtsvorm ?? owner?.rechtsvorm ?? null,
    rsin: owner?.rsin ?? main?.rsin ?? null,
    registeredOn: isoDateOf(p.formeleRegistratiedatum ?? p.materieleRegistratie?.datumAanvang),
    dissolvedOn,
    active: dissolvedOn === null,
    employees: p.totaalWerkzamePersonen ?? main?.totaalWerkzamePersonen ?? null,
    mainBranchNumber: main?.vestigingsnummer ?? null,
    activities: activities.map((s) => ({ code: s.sbiCode, description: s.sbiOmschrijving, main: s.indHoofdactiviteit === 'Ja' })),
    addresses,
    websites,
  };
}
