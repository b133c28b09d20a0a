import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../listen-on-loopback';
import type { KvkBasisprofiel, KvkProfielAdres, KvkZoekResultaat } from './kvk-client';
import { kvkTestApiKey } from './kvk-client';

/**
 * KVK's company register on loopback, for tests and the offline demo (external-apis §1.8): the
 * same paths (`/v2/zoeken`, `/v1/basisprofielen/{kvkNummer}`), query parameters and their
 * combination rules, the `apikey` header (401 without a known key), JSON shapes (`links` arrays),
 * and error bodies `{ fout: [{ code, omschrijving }] }`: 400 IPD1998/IPD1999/IPD0004/…, 404
 * IPD5200 when a search finds nothing, 404 IPD0005 for an unknown number, 500 for 90004973 as
 * KVK's test environment does. It serves KVK's published test companies (the Donald Duck set).
 */

export type FakeKvkCompany = {
  kvkNummer: string;
  naam: string;
  rechtsvorm: string | null;
  uitgebreideRechtsvorm: string | null;
  rsin?: string;
  registratiedatum: string;
  datumEinde?: string;
  werkzamePersonen?: number;
  handelsnamen?: string[];
  sbi?: Array<[code: string, omschrijving: string]>;
  websites?: string[];
  vestigingen: Array<{
    vestigingsnummer: string;
    hoofd: boolean;
    naam?: string;
    bezoek?: Partial<KvkProfielAdres>;
    post?: Partial<KvkProfielAdres>;
  }>;
  /** Has a legal-entity item (rechtspersoon) in searches, beside its branches. */
  rechtspersoon?: boolean;
};

const nl = (a: Partial<KvkProfielAdres>): Partial<KvkProfielAdres> => ({ land: 'Nederland', ...a });

/** KVK's fixed test registrations (external-apis §1.5); details other than number, name, form and place are plausible fill. */
export const kvkTestCompanies: FakeKvkCompany[] = [
  {
    kvkNummer: '68750110',
    naam: 'Test BV Donald',
    rechtsvorm: 'BeslotenVennootschap',
    uitgebreideRechtsvorm: 'Besloten Vennootschap',
    rsin: '857587973',
    registratiedatum: '20170519',
    werkzamePersonen: 6,
    handelsnamen: ['Test BV Donald', 'Test BV Donald Nevenvestiging'],
    sbi: [['4690', 'Niet-gespecialiseerde groothandel']],
    websites: ['www.testbvdonald.nl'],
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000037178598',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Hizzaarderlaan', huisnummer: 3, huisletter: 'A', postcode: '8823SJ', plaats: 'Lollum' }),
        post: nl({ postbusnummer: 200, postcode: '1000AE', plaats: 'Rommeldam' }),
      },
    ],
  },
  {
    kvkNummer: '69599084',
    naam: 'Test EMZ Dagobert',
    rechtsvorm: 'Eenmanszaak',
    uitgebreideRechtsvorm: 'Eenmanszaak',
    registratiedatum: '20171002',
    werkzamePersonen: 3,
    handelsnamen: ['Test EMZ Dagobert', 'Dagobert Geldpakhuis'],
    sbi: [['6420', 'Financiële holdings']],
    websites: ['www.dagobert-test.nl'],
    vestigingen: [
      {
        vestigingsnummer: '000038509490',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Abebe Bikilalaan', huisnummer: 17, postcode: '1034WS', plaats: 'Amsterdam' }),
      },
      {
        vestigingsnummer: '000038509504',
        hoofd: false,
        naam: 'Dagobert Geldpakhuis',
        bezoek: nl({ straatnaam: 'Abebe Bikilalaan', huisnummer: 19, postcode: '1034WS', plaats: 'Amsterdam' }),
      },
    ],
  },
  {
    kvkNummer: '68727720',
    naam: 'Test NV Katrien',
    rechtsvorm: 'NaamlozeVennootschap',
    uitgebreideRechtsvorm: 'Naamloze Vennootschap',
    rsin: '857588114',
    registratiedatum: '20170512',
    werkzamePersonen: 12,
    sbi: [['4711', 'Supermarkten en dergelijke winkels met een algemeen assortiment voedings- en genotmiddelen']],
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000037143557',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Winkelcentrum', huisnummer: 20, postcode: '9641AB', plaats: 'Veendam' }),
      },
    ],
  },
  {
    kvkNummer: '69599068',
    naam: 'Test Stichting Bolderbast',
    rechtsvorm: 'Stichting',
    uitgebreideRechtsvorm: 'Stichting',
    rsin: '857983570',
    registratiedatum: '20171002',
    werkzamePersonen: 0,
    sbi: [['9499', 'Overige ideële organisaties']],
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000038509520',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Oosterwal', huisnummer: 5, postcode: '7241AR', plaats: 'Lochem' }),
      },
    ],
  },
  {
    kvkNummer: '69599076',
    naam: 'Test VOF Guus',
    rechtsvorm: 'VennootschapOnderFirma',
    uitgebreideRechtsvorm: 'Vennootschap onder firma',
    registratiedatum: '20171002',
    werkzamePersonen: 2,
    sbi: [['4791', 'Detailhandel via internet']],
    websites: ['www.guus-geluk.nl'],
    vestigingen: [
      {
        vestigingsnummer: '000038509512',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Grote Markt', huisnummer: 1, postcode: '1315JG', plaats: 'Almere' }),
      },
    ],
  },
  {
    kvkNummer: '90004760',
    naam: 'Local Funzoom N.V.',
    rechtsvorm: 'NaamlozeVennootschap',
    uitgebreideRechtsvorm: 'Naamloze Vennootschap',
    rsin: '865197591',
    registratiedatum: '20210301',
    rechtspersoon: true,
    vestigingen: [],
  },
  {
    kvkNummer: '90001354',
    naam: 'Grand Kontex B.V.',
    rechtsvorm: 'BeslotenVennootschap',
    uitgebreideRechtsvorm: 'Besloten Vennootschap',
    rsin: '865183245',
    registratiedatum: '20210104',
    werkzamePersonen: 25,
    sbi: [['4641', 'Groothandel in textiel']],
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000046812345',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Heezerweg', huisnummer: 8, postcode: '6029RC', plaats: 'Sterksel' }),
      },
    ],
  },
  {
    kvkNummer: '90000102',
    naam: 'Stichting Free opentrans',
    rechtsvorm: 'Stichting',
    uitgebreideRechtsvorm: 'Stichting',
    registratiedatum: '20201201',
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000046800010',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Breestraat', huisnummer: 100, postcode: '2311CS', plaats: 'Leiden' }),
      },
    ],
  },
  {
    kvkNummer: '90006623',
    naam: 'Stichting Uc027Tc01Tg01 1652253635399',
    rechtsvorm: 'Stichting',
    uitgebreideRechtsvorm: 'Stichting',
    registratiedatum: '20220511',
    rechtspersoon: true,
    vestigingen: [],
  },
  {
    kvkNummer: '55344526',
    naam: 'Regional Stimflex Cooperatie',
    rechtsvorm: 'Cooperatie',
    uitgebreideRechtsvorm: 'Coöperatie',
    registratiedatum: '20120601',
    rechtspersoon: true,
    vestigingen: [
      {
        vestigingsnummer: '000022334455',
        hoofd: true,
        bezoek: { straatHuisnummer: 'Rue de la Loi 16', postcodeWoonplaats: '1000 Bruxelles', land: 'België' },
      },
    ],
  },
  {
    kvkNummer: '55505201',
    naam: 'Company Newtex',
    rechtsvorm: null,
    uitgebreideRechtsvorm: null,
    registratiedatum: '20120815',
    vestigingen: [
      {
        vestigingsnummer: '000022501234',
        hoofd: true,
        bezoek: nl({ straatnaam: 'Kastanjelaan', huisnummer: 500, postcode: '5616LZ', plaats: 'Eindhoven' }),
      },
    ],
  },
];

/** KVK's test environment answers this number with an error (external-apis §1.5). */
export const kvkErrorNumber = '90004973';

export type FakeKvkRequest = { path: string; query: URLSearchParams; apikey: string | undefined };
/** Makes the next calls fail as KVK would: a status (429, 503 …), or a delay longer than the client waits. */
export type FakeKvkTrouble = { status?: number; delayMs?: number; times?: number };

export type FakeKvk = {
  url: string;
  requests: FakeKvkRequest[];
  trouble: (t: FakeKvkTrouble | null) => void;
  stop: () => Promise<void>;
};

/**
 * `anyKey`: the offline demo's register takes whatever key a company enters in settings (it cannot
 * ask KVK whether the key is real), so the company's own key is sent and answered; still 401 without one.
 */
type Options = { apiKeys?: string[]; anyKey?: boolean; companies?: FakeKvkCompany[]; host?: string; port?: number };

export async function startFakeKvk(options: Options = {}): Promise<FakeKvk> {
  const keys = new Set(options.apiKeys ?? [kvkTestApiKey]);
  const companies = options.companies ?? kvkTestCompanies;
  const requests: FakeKvkRequest[] = [];
  let trouble: (FakeKvkTrouble & { left: number }) | null = null;
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => fout(res, 500, 'IPD9999', 'Algemene technische fout'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : undefined;
    requests.push({ path: url.pathname, query: url.searchParams, apikey });
    if (trouble && trouble.left > 0) {
      const t = trouble;
      t.left -= 1;
      if (t.delayMs) await new Promise((resolve) => setTimeout(resolve, t.delayMs));
      if (t.status === 429)
        return send(res, 429, { fout: [{ code: 'IPD0429', omschrijving: 'Too many requests' }] }, { 'retry-after': '1' });
      if (t.status) return fout(res, t.status, 'IPD1002', 'Gegevens tijdelijk niet beschikbaar');
    }
    if (req.method !== 'GET') return fout(res, 405, 'IPD1998', 'Methode niet toegestaan');
    if (!apikey || (!options.anyKey && !keys.has(apikey)))
      return send(res, 401, { fout: [{ code: 'UNAUTHORIZED', omschrijving: 'Geen geldige apikey' }] });
    const base = `http://${req.headers.host ?? 'fake'}`;
    if (url.pathname === '/v2/zoeken') return zoeken(res, url.searchParams, base);
    const profile = url.pathname.match(/^\/v1\/basisprofielen\/([^/]+)$/);
    if (profile) return basisprofiel(res, decodeURIComponent(profile[1] ?? ''), url.searchParams.get('geoData') === 'true', base);
    return fout(res, 404, 'IPD1998', 'Onbekend pad');
  }

  function zoeken(res: ServerResponse, q: URLSearchParams, base: string) {
    const get = (name: string) => q.get(name) ?? q.get(name.toLowerCase()) ?? undefined;
    const kvkNummer = get('kvkNummer');
    const rsin = get('rsin');
    const vestigingsnummer = get('vestigingsnummer');
    const naam = get('naam');
    const plaats = get('plaats');
    const straatnaam = get('straatnaam');
    const postcode = get('postcode');
    const huisnummer = get('huisnummer');
    const postbusnummer = get('postbusnummer');
    const types = q.getAll('type');
    const inactief = (get('inclusiefInactieveRegistraties') ?? get('InclusiefInactieveRegistraties')) === 'true';
    if (kvkNummer !== undefined && !/^[0-9]{8}$/.test(kvkNummer)) return fout(res, 400, 'IPD0004', 'Het KVK-nummer is niet valide');
    if (rsin !== undefined && !/^[0-9]{9}$/.test(rsin)) return fout(res, 400, 'IPD0010', 'Het RSIN is niet valide');
    if (vestigingsnummer !== undefined && !/^[0-9]{12}$/.test(vestigingsnummer))
      return fout(res, 400, 'IPD0006', 'Het vestigingsnummer is niet valide');
    if (postcode !== undefined && (!/^[0-9]{4}[a-zA-Z]{2}$/.test(postcode) || (huisnummer === undefined && postbusnummer === undefined)))
      return fout(res, 400, 'IPD1999', 'Parameters zijn niet valide: postcode alleen met huisnummer of postbusnummer');
    if ((huisnummer !== undefined || postbusnummer !== undefined) && postcode === undefined)
      return fout(res, 400, 'IPD1999', 'Parameters zijn niet valide: huisnummer alleen met postcode');
    if (types.some((t) => !['hoofdvestiging', 'nevenvestiging', 'rechtspersoon'].includes(t)))
      return fout(res, 400, 'IPD5203', 'Het type is niet valide');
    if ([kvkNummer, rsin, vestigingsnummer, naam, plaats, straatnaam, postcode].every((v) => v === undefined || v === ''))
      return fout(res, 400, 'IPD1998', 'Er is een fout opgetreden in de invoer: geef een zoekcriterium op');
    const pagina = Number(get('pagina') ?? 1);
    const perPagina = Math.min(100, Number(get('resultatenPerPagina') ?? 10));
    if (!Number.isInteger(pagina) || pagina < 1 || pagina > 1000 || !Number.isInteger(perPagina) || perPagina < 1)
      return fout(res, 400, 'IPD1999', 'Parameters zijn niet valide: pagina of resultatenPerPagina');

    const like = (value: string | undefined, wanted: string | undefined) =>
      wanted === undefined || (value ?? '').toLowerCase().includes(wanted.toLowerCase());
    const all: KvkZoekResultaat[] = [];
    for (const c of companies) {
      const actief = c.datumEinde ? 'Nee' : 'Ja';
      if (!inactief && actief === 'Nee') continue;
      if (kvkNummer && c.kvkNummer !== kvkNummer) continue;
      if (rsin && c.rsin !== rsin) continue;
      const names = [c.naam, ...(c.handelsnamen ?? [])];
      const profileLink = { rel: 'basisprofiel', href: `${base}/v1/basisprofielen/${c.kvkNummer}` };
      if (c.rechtspersoon && !vestigingsnummer && !plaats && !straatnaam && !postcode && (!naam || names.some((n) => like(n, naam)))) {
        all.push({
          kvkNummer: c.kvkNummer,
          ...(rsin ? { rsin: c.rsin } : {}),
          naam: c.naam,
          type: 'rechtspersoon',
          actief,
          links: [profileLink],
        });
      }
      for (const v of c.vestigingen) {
        const a = v.bezoek ?? {};
        if (vestigingsnummer && v.vestigingsnummer !== vestigingsnummer) continue;
        if (naam && !like(v.naam ?? c.naam, naam) && !(v.hoofd && names.some((n) => like(n, naam)))) continue;
        if (!like(a.plaats, plaats) || !like(a.straatnaam, straatnaam)) continue;
        if (postcode && ((a.postcode ?? '').toUpperCase() !== postcode.toUpperCase() || String(a.huisnummer) !== huisnummer)) continue;
        const adres = a.straatHuisnummer
          ? {
              buitenlandsAdres: {
                type: 'bezoekadres',
                straatHuisnummer: a.straatHuisnummer,
                postcodeWoonplaats: a.postcodeWoonplaats,
                land: a.land,
              },
            }
          : {
              binnenlandsAdres: {
                type: 'bezoekadres',
                straatnaam: a.straatnaam,
                ...(a.huisletter ? { huisletter: a.huisletter } : {}),
                // KVK shows postcode and house number only to whoever searched by them.
                ...(postcode ? { postcode: a.postcode, huisnummer: a.huisnummer } : {}),
                plaats: a.plaats,
              },
            };
        all.push({
          kvkNummer: c.kvkNummer,
          ...(rsin ? { rsin: c.rsin } : {}),
          vestigingsnummer: v.vestigingsnummer,
          naam: v.naam ?? c.naam,
          adres,
          type: v.hoofd ? 'hoofdvestiging' : 'nevenvestiging',
          actief,
          links: [profileLink, { rel: 'vestigingsprofiel', href: `${base}/v1/vestigingsprofielen/${v.vestigingsnummer}` }],
        });
      }
    }
    const found = all.filter((r) => types.length === 0 || types.includes(r.type));
    if (found.length === 0) return fout(res, 404, 'IPD5200', 'Geen gegevens gevonden voor de zoekvraag');
    const totaal = Math.min(found.length, 1000);
    const page = found.slice((pagina - 1) * perPagina, pagina * perPagina);
    const link = (p: number) => {
      const next = new URLSearchParams(q);
      next.set('pagina', String(p));
      next.set('resultatenPerPagina', String(perPagina));
      return `${base}/v2/zoeken?${next}`;
    };
    send(
      res,
      200,
      {
        pagina,
        resultatenPerPagina: perPagina,
        totaal,
        ...(pagina > 1 ? { vorige: link(pagina - 1) } : {}),
        ...(pagina * perPagina < totaal ? { volgende: link(pagina + 1) } : {}),
        resultaten: page,
        links: [{ rel: 'self', href: link(pagina) }],
      },
      { 'api-version': '2.0.0' },
    );
  }

  function basisprofiel(res: ServerResponse, nummer: string, geoData: boolean, base: string) {
    if (!/^[0-9]{8}$/.test(nummer)) return fout(res, 400, 'IPD0004', 'Het KVK-nummer is niet valide');
    if (nummer === kvkErrorNumber) return fout(res, 500, 'IPD9999', 'Algemene technische fout');
    const c = companies.find((x) => x.kvkNummer === nummer);
    if (!c) return fout(res, 404, 'IPD0005', 'Het product is niet leverbaar voor dit KVK-nummer');
    const hoofd = c.vestigingen.find((v) => v.hoofd);
    const adres = (type: string, a: Partial<KvkProfielAdres>, i: number): KvkProfielAdres => {
      const house = [a.huisnummer, a.huisletter].filter(Boolean).join(' ');
      const volledig = a.straatHuisnummer
        ? `${a.straatHuisnummer} ${a.postcodeWoonplaats ?? ''} ${a.land ?? ''}`
        : a.postbusnummer
          ? `Postbus ${a.postbusnummer} ${a.postcode ?? ''} ${a.plaats ?? ''}`
          : `${a.straatnaam ?? ''} ${house} ${a.postcode ?? ''} ${a.plaats ?? ''}`;
      return {
        type,
        indAfgeschermd: 'Nee',
        volledigAdres: volledig.replace(/\s+/g, ' ').trim(),
        ...a,
        ...(geoData
          ? {
              geoData: {
                addresseerbaarObjectId: `03631000000${i}`,
                nummerAanduidingId: `03632000000${i}`,
                gpsLatitude: 52.37,
                gpsLongitude: 4.89,
                rijksdriehoekX: 121000.5,
                rijksdriehoekY: 487000.5,
                rijksdriehoekZ: 0,
              },
            }
          : {}),
      };
    };
    const adressen = hoofd
      ? [
          ...(hoofd.post ? [adres('correspondentieadres', hoofd.post, 1)] : []),
          ...(hoofd.bezoek ? [adres('bezoekadres', hoofd.bezoek, 2)] : []),
        ]
      : [];
    const sbiActiviteiten = (c.sbi ?? []).map(([sbiCode, sbiOmschrijving], i) => ({
      sbiCode,
      sbiOmschrijving,
      indHoofdactiviteit: i === 0 ? 'Ja' : 'Nee',
    }));
    const profiel: KvkBasisprofiel = {
      kvkNummer: c.kvkNummer,
      indNonMailing: 'Ja',
      naam: c.naam,
      formeleRegistratiedatum: c.registratiedatum,
      materieleRegistratie: { datumAanvang: c.registratiedatum, ...(c.datumEinde ? { datumEinde: c.datumEinde } : {}) },
      ...(c.werkzamePersonen !== undefined ? { totaalWerkzamePersonen: c.werkzamePersonen } : {}),
      statutaireNaam: c.naam,
      handelsnamen: (c.handelsnamen ?? [c.naam]).map((naam, volgorde) => ({ naam, volgorde })),
      sbiActiviteiten,
      links: [
        { rel: 'self', href: `${base}/v1/basisprofielen/${c.kvkNummer}` },
        { rel: 'vestigingen', href: `${base}/v1/basisprofielen/${c.kvkNummer}/vestigingen` },
      ],
      _embedded: {
        ...(hoofd
          ? {
              hoofdvestiging: {
                vestigingsnummer: hoofd.vestigingsnummer,
                kvkNummer: c.kvkNummer,
                ...(c.rsin ? { rsin: c.rsin } : {}),
                eersteHandelsnaam: c.naam,
                indHoofdvestiging: 'Ja',
                indCommercieleVestiging: 'Ja',
                ...(c.werkzamePersonen !== undefined ? { totaalWerkzamePersonen: c.werkzamePersonen } : {}),
                adressen,
                websites: c.websites ?? [],
                sbiActiviteiten,
              },
            }
          : {}),
        eigenaar: {
          ...(c.rsin ? { rsin: c.rsin } : {}),
          ...(c.rechtsvorm ? { rechtsvorm: c.rechtsvorm } : {}),
          ...(c.uitgebreideRechtsvorm ? { uitgebreideRechtsvorm: c.uitgebreideRechtsvorm } : {}),
          websites: c.websites ?? [],
        },
      },
    };
    send(res, 200, profiel, { 'api-version': '1.4.0' });
  }

  return {
    ...(await listenOnLoopback(server, options)),
    requests,
    trouble: (t) => {
      trouble = t ? { ...t, left: t.times ?? Number.POSITIVE_INFINITY } : null;
    },
  };
}

function fout(res: ServerResponse, status: number, code: string, omschrijving: string) {
  send(res, status, { fout: [{ code, omschrijving }] });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/hal+json', ...headers });
  res.end(JSON.stringify(body));
}
