// Inserts `count` customer accounts for the demo tenant with one SQL statement (not the API), with
// names, cities and numbers varied the way a real customer file is, so the trigram indexes and the
// planner see realistic data.

const prefixes = [
  'Bakkerij',
  'Restaurant',
  'Hotel',
  'Eetcafé',
  'Slagerij',
  'Lunchroom',
  'Brasserie',
  'Cafetaria',
  'Pizzeria',
  'Catering',
  'Visspeciaalzaak',
  'Kaashandel',
  'Snackbar',
  'Bistro',
  'Grand Café',
  'Partycentrum',
  'Zorgcentrum',
  'Kantine',
  'Wokrestaurant',
  'Toko',
];
const names = [
  'De Gouden Karper',
  'Van der Meulen',
  'Het Wapen',
  'De Zwaan',
  'Bij Saar',
  'Smaakmakers',
  'De Kromme Watergang',
  'Napoli',
  'Sakura',
  'Brinkman',
  'Bos',
  'Jansen',
  'De Zuivelhoeve',
  'Zuid',
  'De Linde',
  'Science Park',
  'De Berg',
  "'t Hoekje",
  'Le Petit',
  'Venezia',
  'De Smulhoek',
  'Hong Kong',
  'De Oranjerie',
  'De Schakel',
  'De Wit',
  'Yilmaz',
  'Anatolia',
  'De Waag',
  'Frisse Wind',
  'Het Anker',
  'De Molen',
  'Peters',
  'De Boer',
  'Visser',
  'Mulder',
  'De Hoeksteen',
  'Het Pleintje',
  'De Kaai',
  'Meijer',
  'Smit',
];
const suffixes = ['B.V.', '', 'V.O.F.', '', 'Holding B.V.', ''];
const cities = [
  'Amsterdam',
  'Rotterdam',
  'Den Haag',
  'Utrecht',
  'Eindhoven',
  'Groningen',
  'Tilburg',
  'Almere',
  'Breda',
  'Nijmegen',
  'Apeldoorn',
  'Haarlem',
  'Arnhem',
  'Enschede',
  'Amersfoort',
  'Zaanstad',
  "'s-Hertogenbosch",
  'Zwolle',
  'Leiden',
  'Maastricht',
  'Dordrecht',
  'Zoetermeer',
  'Ede',
  'Leeuwarden',
  'Alkmaar',
  'Delft',
  'Venlo',
  'Deventer',
  'Gouda',
  'Hilversum',
];

const array = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * The statements: the trigram index takes rows into its pending list while they are inserted (fast),
 * which is cleaned into the index afterwards, and the table is vacuumed and analysed, as autovacuum
 * would; the list's index normally works without a pending list (fastupdate off, migration 0041).
 */
export function bulkAccountsStatements(count) {
  return [
    'alter index account_tenant_id_name_search_text_idx set (fastupdate = on)',
    bulkAccountsSql(count),
    "select gin_clean_pending_list('account_tenant_id_name_search_text_idx')",
    'alter index account_tenant_id_name_search_text_idx set (fastupdate = off)',
    'vacuum analyze account',
  ];
}

/**
 * The insert: one insert … select from generate_series. `tenants` is a query answering the
 * tenants' ids (each gets `count` accounts), `id` the expression of an account's id over `t.id`
 * and `g` (the scale scenario derives ids, so its orders can name accounts without a join).
 */
export function bulkAccountsSql(
  count,
  { tenants = "select id from tenant where name = 'Demo Groothandel B.V.'", id = 'gen_random_uuid()', numberPrefix = 'BULK-' } = {},
) {
  return `
    insert into account (tenant_id, id, account_number, company_name, contact_person, email, phone, street, house_number, city,
                         postal_code, country, kvk_number, vat_number, iban, payment_terms, credit_limit, status, type)
    select t.id,
           ${id},
           '${numberPrefix}' || g,
           trim(p.v || ' ' || n.v || ' ' || s.v),
           'Contact ' || g,
           'info' || g || '@klant' || (g % 997) || '.nl',
           '0' || (10 + g % 89) || '-' || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
           'Dorpsstraat',
           (1 + g % 200)::text,
           c.v,
           (1000 + g % 8999)::text || ' ' || chr(65 + g % 26) || chr(65 + (g / 26) % 26),
           'NL',
           lpad((g::bigint * 104729 % 100000000)::text, 8, '0'),
           '',
           '',
           (array[14, 30, 30, 45])[1 + g % 4],
           case when g % 3 = 0 then null else (1000 * (1 + g % 20))::numeric end,
           case when g % 50 = 0 then 'inactive' else 'active' end,
           case when g % 10 = 0 then 'individual' else 'company' end
    from generate_series(1, ${Number(count)}) g
    cross join (${tenants}) t
    cross join lateral (select (${array(prefixes)})[1 + g % ${prefixes.length}] as v) p
    cross join lateral (select (${array(names)})[1 + (g / ${prefixes.length}) % ${names.length}] as v) n
    cross join lateral (select (${array(suffixes)})[1 + g % ${suffixes.length}] as v) s
    cross join lateral (select (${array(cities)})[1 + (g * 7) % ${cities.length}] as v) c`;
}
