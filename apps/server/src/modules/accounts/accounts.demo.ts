import { buildDutchVatNumber, buildIban } from '@wb/domain/dutch-formats';
import { formatIban } from '@wb/domain/dutch-formats';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import type { AccountValues } from './account-record';
import { insertAccounts, updateAccountBlock } from './accounts.queries';

/** Customers of a Dutch food wholesaler: name, city, postcode, phone area code, kind. */
type DemoAccount = [name: string, city: string, postcode: string, area: string, street: string, type?: 'individual'];

const demoGroothandel: DemoAccount[] = [
  ['Restaurant De Gouden Karper', 'Amsterdam', '1012 JS', '020', 'Warmoesstraat'],
  ['Bakkerij Van der Meulen', 'Utrecht', '3512 JE', '030', 'Voorstraat'],
  ['Hotel Het Wapen van Zwolle', 'Zwolle', '8011 NK', '038', 'Grote Markt'],
  ['Eetcafé De Zwaan', 'Haarlem', '2011 HR', '023', 'Botermarkt'],
  ['Lunchroom Bij Saar', 'Leiden', '2311 EW', '071', 'Breestraat'],
  ['Cateringbedrijf Smaakmakers B.V.', 'Rotterdam', '3011 AD', '010', 'Coolsingel'],
  ['Brasserie De Kromme Watergang', 'Delft', '2611 HM', '015', 'Oude Delft'],
  ['Pizzeria Napoli', 'Eindhoven', '5611 EM', '040', 'Stratumseind'],
  ['Sushi Sakura', 'Den Haag', '2512 CE', '070', 'Prinsestraat'],
  ['Grand Café Brinkman', 'Haarlem', '2011 RC', '023', 'Grote Markt'],
  ['Slagerij Bos', 'Amersfoort', '3811 HN', '033', 'Langestraat'],
  ['Visspeciaalzaak Jansen', 'Scheveningen', '2583 AE', '070', 'Dr. Lelykade'],
  ['Kaashandel De Zuivelhoeve', 'Gouda', '2801 JH', '0182', 'Markt'],
  ['Strandpaviljoen Zuid', 'Zandvoort', '2042 AD', '023', 'Boulevard Barnaart'],
  ['Zorgcentrum De Linde', 'Arnhem', '6811 CJ', '026', 'Jansbinnensingel'],
  ['Bedrijfsrestaurant Science Park', 'Groningen', '9747 AG', '050', 'Nijenborgh'],
  ['Hotel-Restaurant De Wageningsche Berg', 'Wageningen', '6705 DB', '0317', 'Generaal Foulkesweg'],
  ["Snackbar 't Hoekje", 'Tilburg', '5038 EA', '013', 'Heuvelring'],
  ['Bistro Le Petit', 'Maastricht', '6211 JL', '043', 'Rechtstraat'],
  ['IJssalon Venezia', 'Breda', '4811 XK', '076', 'Havermarkt'],
  ['Cafetaria De Smulhoek', 'Enschede', '7511 JE', '053', 'Oude Markt'],
  ['Wokrestaurant Hong Kong', 'Nijmegen', '6511 KG', '024', 'Molenstraat'],
  ['Theehuis De Oranjerie', 'Apeldoorn', '7315 JA', '055', 'Koningin Julianalaan'],
  ['Partycentrum De Schakel', "'s-Hertogenbosch", '5211 HT', '073', 'Hinthamerstraat'],
  ['Poffertjeskraam Dirk de Wit', 'Alkmaar', '1811 KH', '072', 'Waagplein', 'individual'],
  ['Marktkoopman Yusuf Yilmaz', 'Almere', '1315 HR', '036', 'Stadhuisplein', 'individual'],
  ['Eethuis Anatolia', 'Dordrecht', '3311 JH', '078', 'Voorstraat'],
  ['Kantine SV Venlo', 'Venlo', '5911 HL', '077', 'Parade'],
  ['Restaurant De Waag', 'Leeuwarden', '8911 KP', '058', 'Nieuwestad'],
  ['Foodtruck Frisse Wind', 'Utrecht', '3581 EB', '030', 'Biltstraat', 'individual'],
];

const andereHandel: DemoAccount[] = [
  ['Supermarkt Buurtwinkel Noord', 'Groningen', '9712 HV', '050', 'Oude Ebbingestraat'],
  ['Toko Sedap', 'Den Haag', '2515 EB', '070', 'Wagenstraat'],
  ['Restaurant Beirut', 'Rotterdam', '3014 AH', '010', 'Witte de Withstraat'],
  ['Kebabzaak Anadolu', 'Amsterdam', '1053 CH', '020', 'Kinkerstraat'],
];

const banks = ['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB', 'ASNB', 'KNAB', 'BUNQ'];
const firstNames = [
  'Anouk',
  'Bram',
  'Daan',
  'Emma',
  'Fatima',
  'Gijs',
  'Hanna',
  'Ibrahim',
  'Julia',
  'Kees',
  'Lotte',
  'Mehmet',
  'Noor',
  'Pieter',
  'Sanne',
];
const lastNames = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'de Boer',
  'Öztürk',
  'Bouzid',
];

/** The same "random" digits on every run: demo data that reads the same in every screenshot. */
function digitsFrom(seed: number, count: number): string {
  let value = seed * 2654435761;
  let out = '';
  for (let i = 0; i < count; i++) {
    value = (value * 1103515245 + 12345) % 2147483648;
    out += String(value % 10);
  }
  return out;
}

function vatFor(seed: number): string {
  for (let attempt = 0; ; attempt++) {
    const vat = buildDutchVatNumber(`8${digitsFrom(seed + attempt * 97, 7)}`);
    if (vat) return vat;
  }
}

function demoValues(row: DemoAccount, index: number, tenantSeed: number): AccountValues {
  const [name, city, postalCode, area, street, type] = row;
  const seed = tenantSeed + index;
  const first = firstNames[seed % firstNames.length] ?? 'Anouk';
  const last = lastNames[(seed * 7) % lastNames.length] ?? 'Jansen';
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, '')
    .slice(0, 18);
  const company = type !== 'individual';
  const local = digitsFrom(seed, 10 - area.length);
  return {
    companyName: name,
    contactPerson: `${first} ${last}`,
    firstName: first,
    lastName: last,
    email: `inkoop@${slug}.nl`,
    phone: `${area}-${local}`,
    mobile: `06-${digitsFrom(seed + 500, 8)}`,
    fax: '',
    website: company ? `https://www.${slug}.nl` : '',
    street,
    houseNumber: String(1 + (seed % 140)),
    city,
    postalCode,
    country: 'NL',
    kvkNumber: company ? digitsFrom(seed + 1000, 8).replace(/^0/, '6') : '',
    vatNumber: company ? vatFor(seed) : '',
    iban: formatIban(buildIban('NL', `${banks[seed % banks.length]}0${digitsFrom(seed + 2000, 9)}`)),
    paymentTerms: [14, 30, 30, 8, 45][seed % 5] ?? 30,
    creditLimit: company ? (['2500.00', '5000.00', '10000.00', '1500.00', null][seed % 5] ?? null) : '500.00',
    discount: ['0', '2.5', '0', '5', '0', '3'][seed % 6] ?? '0',
    notes: index === 0 ? 'Leveren via de achteringang, vóór 10:00.' : '',
    status: index === 27 ? 'inactive' : 'active',
    type: company ? 'company' : 'individual',
  };
}

/**
 * The demo customers of a tenant: about thirty food-service customers for Demo Groothandel B.V.,
 * a few for Andere Handel B.V.; one blocked by administration, one inactive. Numbers come from the
 * numbering service, so the next account made by hand continues the series.
 */
export async function seedDemoAccounts(ctx: TenantCtx, tenantName: string): Promise<void> {
  const { tenantId } = ctx;
  const rows = tenantName.startsWith('Demo') ? demoGroothandel : andereHandel;
  const tenantSeed = tenantName.startsWith('Demo') ? 11 : 500;
  const records = [];
  for (const [index, row] of rows.entries()) {
    records.push({ ...demoValues(row, index, tenantSeed), id: newId(), accountNumber: await takeNextNumber(ctx, 'account') });
  }
  await insertAccounts(ctx.tx, tenantId, records);
  const blocked = records[17];
  if (blocked) {
    await updateAccountBlock(ctx.tx, tenantId, blocked.id, {
      blockedAt: new Date(),
      blockedReason: 'Openstaande facturen ouder dan 60 dagen',
      blockedBy: ctx.principal?.userId ?? null,
    });
  }
}
