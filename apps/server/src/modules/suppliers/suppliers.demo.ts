import type { SupplierCategory, SupplierPriority } from '@wb/contract/suppliers';
import { buildDutchVatNumber, buildIban, formatIban } from '@wb/domain/dutch-formats';
import type { TenantCtx } from '@/platform/context';
import { newId } from '@/platform/ids';
import { takeNextNumber } from '@/modules/numbering/numbering.service';
import { insertContact } from './supplier-contacts.queries';
import { insertNote } from './supplier-notes.queries';
import { insertSupplier } from './suppliers.queries';

export type DemoSupplierRef = { id: string; supplierNumber: string };

type DemoContact = { name: string; role: string; email: string; phone: string };
type DemoSupplier = {
  key: string;
  name: string;
  legalName: string;
  city: string;
  postalCode: string;
  address: string;
  phone: string;
  category: SupplierCategory;
  priority: SupplierPriority;
  paymentTerms: number;
  creditLimit: string;
  isPreferred?: boolean;
  contacts: DemoContact[];
  notes?: Array<{ content: string; important?: boolean }>;
};

const demoGroothandel: DemoSupplier[] = [
  {
    key: 'dairy',
    name: 'Zuivelhoeve Friesland',
    legalName: 'Zuivelhoeve Friesland U.A.',
    city: 'Leeuwarden',
    postalCode: '8938 AX',
    address: 'Zuivelweg 4',
    phone: '058-2130450',
    category: 'RAW_MATERIALS',
    priority: 'CRITICAL',
    paymentTerms: 14,
    creditLimit: '25000',
    isPreferred: true,
    contacts: [
      { name: 'Sietske Hoekstra', role: 'Accountmanager', email: 'sietske@zuivelhoeve.nl', phone: '06-21436587' },
      { name: 'Wiebe de Haan', role: 'Planning', email: 'planning@zuivelhoeve.nl', phone: '058-2130455' },
    ],
    notes: [
      { content: 'Levert alleen op dinsdag en vrijdag; bestellen vóór 12:00 de dag ervoor.', important: true },
      { content: 'Nieuwe prijslijst per 1 januari ontvangen en verwerkt.' },
    ],
  },
  {
    key: 'produce',
    name: 'Groente & Fruit Van Dijk',
    legalName: 'Van Dijk AGF B.V.',
    city: 'Barendrecht',
    postalCode: '2991 LN',
    address: 'Handelsweg 20',
    phone: '0180-614200',
    category: 'RAW_MATERIALS',
    priority: 'HIGH',
    paymentTerms: 7,
    creditLimit: '15000',
    isPreferred: true,
    contacts: [{ name: 'Kevin van Dijk', role: 'Verkoop', email: 'kevin@vandijkagf.nl', phone: '06-11223344' }],
    notes: [{ content: 'Bij hitte gekoelde levering vragen voor zacht fruit.' }],
  },
  {
    key: 'meat',
    name: 'Vleesgroothandel Brabant',
    legalName: 'Vleesgroothandel Brabant B.V.',
    city: 'Oss',
    postalCode: '5349 AB',
    address: 'Slachthuisstraat 9',
    phone: '0412-690100',
    category: 'RAW_MATERIALS',
    priority: 'HIGH',
    paymentTerms: 14,
    creditLimit: '20000',
    contacts: [
      { name: 'Ruud Verhoeven', role: 'Accountmanager', email: 'r.verhoeven@vleesbrabant.nl', phone: '06-55667788' },
      { name: 'Ingrid Claassen', role: 'Kwaliteit', email: 'kwaliteit@vleesbrabant.nl', phone: '0412-690120' },
    ],
  },
  {
    key: 'packaging',
    name: 'Verpakkingen Holland',
    legalName: 'Verpakkingen Holland B.V.',
    city: 'Zaandam',
    postalCode: '1505 HX',
    address: 'Industrieweg 33',
    phone: '075-6502200',
    category: 'PACKAGING',
    priority: 'STANDARD',
    paymentTerms: 30,
    creditLimit: '5000',
    contacts: [{ name: 'Mark Kok', role: 'Binnendienst', email: 'order@verpakkingenholland.nl', phone: '075-6502210' }],
  },
  {
    key: 'logistics',
    name: 'Koeltransport Nederland',
    legalName: 'Koeltransport Nederland B.V.',
    city: 'Venlo',
    postalCode: '5928 LX',
    address: 'Celsiusweg 2',
    phone: '077-3201000',
    category: 'LOGISTICS',
    priority: 'HIGH',
    paymentTerms: 30,
    creditLimit: '10000',
    contacts: [{ name: 'Jeroen Peeters', role: 'Planning', email: 'planning@koeltransport.nl', phone: '077-3201010' }],
    notes: [{ content: 'Temperatuurlogger bij elke rit opvragen (HACCP).', important: true }],
  },
  {
    key: 'bakery',
    name: 'Meelhuys Bakkerijgrondstoffen',
    legalName: 'Meelhuys B.V.',
    city: 'Wormerveer',
    postalCode: '1521 RD',
    address: 'Zaandijkerweg 12',
    phone: '075-6401300',
    category: 'RAW_MATERIALS',
    priority: 'STANDARD',
    paymentTerms: 30,
    creditLimit: '8000',
    contacts: [{ name: 'Annemiek Schouten', role: 'Accountmanager', email: 'annemiek@meelhuys.nl', phone: '06-99887766' }],
  },
  {
    key: 'equipment',
    name: 'Horeca Apparatuur Centrum',
    legalName: 'HAC Horeca Apparatuur Centrum B.V.',
    city: 'Nieuwegein',
    postalCode: '3439 LJ',
    address: 'Edisonbaan 15',
    phone: '030-6001500',
    category: 'EQUIPMENT',
    priority: 'LOW',
    paymentTerms: 30,
    creditLimit: '0',
    contacts: [{ name: 'Tom Hendriks', role: 'Service', email: 'service@hac.nl', phone: '030-6001510' }],
  },
  {
    key: 'cleaning',
    name: 'Schoonmaakdiensten Glans',
    legalName: 'Glans Facilitair B.V.',
    city: 'Utrecht',
    postalCode: '3542 AD',
    address: 'Atoomweg 50',
    phone: '030-2412400',
    category: 'SERVICES',
    priority: 'LOW',
    paymentTerms: 30,
    creditLimit: '0',
    contacts: [{ name: 'Priya Ramdin', role: 'Contractbeheer', email: 'p.ramdin@glans.nl', phone: '06-31415926' }],
  },
];

const andereHandel: DemoSupplier[] = [
  {
    key: 'produce',
    name: 'Groothandel Oriënt',
    legalName: 'Oriënt Import B.V.',
    city: 'Rotterdam',
    postalCode: '3089 KP',
    address: 'Waalhaven Zuidzijde 40',
    phone: '010-4290000',
    category: 'RAW_MATERIALS',
    priority: 'HIGH',
    paymentTerms: 14,
    creditLimit: '12000',
    contacts: [{ name: 'Karim Haddou', role: 'Inkoop', email: 'karim@orientimport.nl', phone: '06-40404040' }],
    notes: [{ content: 'Containers uit Mersin: 3 weken levertijd.', important: true }],
  },
  {
    key: 'packaging',
    name: 'Dozenfabriek Twente',
    legalName: 'Dozenfabriek Twente B.V.',
    city: 'Hengelo',
    postalCode: '7554 PA',
    address: 'Twentekanaal 3',
    phone: '074-2500000',
    category: 'PACKAGING',
    priority: 'STANDARD',
    paymentTerms: 30,
    creditLimit: '3000',
    contacts: [{ name: 'Lisa Nijhuis', role: 'Verkoop', email: 'lisa@dozentwente.nl', phone: '074-2500010' }],
  },
];

/**
 * The demo suppliers of a tenant, with contacts (the first one primary) and notes. Answers their
 * ids by key, so the demo items can name their supplier.
 */
export async function seedDemoSuppliers(ctx: TenantCtx, tenantName: string): Promise<Map<string, DemoSupplierRef>> {
  const { tenantId } = ctx;
  const demo = tenantName.startsWith('Demo');
  const ids = new Map<string, DemoSupplierRef>();
  for (const [index, s] of (demo ? demoGroothandel : andereHandel).entries()) {
    const id = newId();
    const supplierNumber = await takeNextNumber(ctx, 'supplier');
    const seed = (demo ? 7000 : 9000) + index * 37;
    const base = String(10_000_000 + seed * 1013).slice(-8);
    await insertSupplier(ctx.tx, tenantId, {
      id,
      supplierNumber,
      name: s.name,
      legalName: s.legalName,
      email: s.contacts[0]?.email.replace(/^[^@]+/, 'info') ?? '',
      phone: s.phone,
      website: `https://www.${s.contacts[0]?.email.split('@')[1] ?? 'example.nl'}`,
      address: s.address,
      postalCode: s.postalCode,
      city: s.city,
      country: 'NL',
      vatNumber: buildDutchVatNumber(base) ?? buildDutchVatNumber(String(Number(base) + 1)) ?? '',
      cocNumber: String(30_000_000 + seed * 311).slice(-8),
      bankAccount: formatIban(buildIban('NL', `RABO0${String(300_000_000 + seed * 7919).slice(-9)}`)),
      paymentTerms: s.paymentTerms,
      creditLimit: s.creditLimit,
      category: s.category,
      priority: s.priority,
      isActive: true,
      isPreferred: s.isPreferred ?? false,
    });
    for (const [n, contact] of s.contacts.entries()) {
      await insertContact(ctx.tx, tenantId, { ...contact, mobile: '', notes: '', id: newId(), supplierId: id, isPrimary: n === 0 });
    }
    for (const note of s.notes ?? []) {
      await insertNote(ctx.tx, tenantId, {
        id: newId(),
        supplierId: id,
        content: note.content,
        isImportant: note.important ?? false,
        createdBy: null,
      });
    }
    ids.set(s.key, { id, supplierNumber });
  }
  return ids;
}
