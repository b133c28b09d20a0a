import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const details = (res: { json: () => { error: { details: Array<{ path: string; message: string }> } } }) =>
  Object.fromEntries(res.json().error.details.map((d) => [d.path, d.message]));

const newSupplier = async (payload: object = {}) => {
  const res = await call(staff, 'POST', '/suppliers', { name: 'Zuivelcoöperatie Noord', ...payload });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('suppliers', () => {
  it('creates a supplier with a SUP- number, whole-euro credit limit and payment terms in days', async () => {
    const supplier = await newSupplier({
      legalName: 'Zuivelcoöperatie Noord U.A.',
      category: 'RAW_MATERIALS',
      priority: 'HIGH',
      creditLimit: '15000',
      paymentTerms: 21,
      bankAccount: 'NL91ABNA0417164300',
      cocNumber: '01012345',
      vatNumber: 'NL822010690B01',
      postalCode: '9711ab',
      isPreferred: true,
    });
    expect(supplier).toMatchObject({
      supplierNumber: expect.stringMatching(/^SUP-\d+$/),
      creditLimit: '15000',
      paymentTerms: 21,
      bankAccount: 'NL91 ABNA 0417 1643 00',
      postalCode: '9711 AB',
      category: 'RAW_MATERIALS',
      priority: 'HIGH',
      isActive: true,
      isPreferred: true,
      primaryContactName: null,
    });
  });

  it('answers the spec messages and refuses cents in the credit limit and unknown categories', async () => {
    const res = await call(staff, 'POST', '/suppliers', { name: '', creditLimit: '100.50', category: 'FOOD', priority: 'URGENT' });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual({
      name: 'supplier name is required',
      creditLimit: 'Credit limit takes whole euros only',
      category: 'Choose a category',
      priority: 'Choose a priority',
    });
  });

  it('filters by active, category and priority, and searches with the list syntax', async () => {
    await newSupplier({ name: 'Verpakkingen Oost', category: 'PACKAGING', priority: 'LOW' });
    await newSupplier({ name: 'Verpakkingen West', category: 'PACKAGING', priority: 'CRITICAL', isActive: false });
    const q = async (query: string) =>
      (await call(staff, 'GET', `/suppliers?${query}`))
        .json()
        .items.map((s: { name: string }) => s.name)
        .sort();
    expect(await q('category=PACKAGING')).toEqual(['Verpakkingen Oost', 'Verpakkingen West']);
    expect(await q('category=PACKAGING&status=active')).toEqual(['Verpakkingen Oost']);
    expect(await q('priority=CRITICAL')).toEqual(['Verpakkingen West']);
    expect(await q('q=verpakkingen -west')).toEqual(['Verpakkingen Oost']);
    const search = (await call(staff, 'GET', '/suppliers/search?term=verpakkingen')).json();
    expect(search.map((s: { name: string }) => s.name)).toEqual(['Verpakkingen Oost']);
    expect((await call(staff, 'GET', '/suppliers?category=FOOD')).statusCode).toBe(400);
  });

  it('changes a supplier with PATCH and keeps the rest', async () => {
    const supplier = await newSupplier({ name: 'Logistiek BV', city: 'Venlo' });
    const res = await call(staff, 'PATCH', `/suppliers/${supplier.id}`, { priority: 'CRITICAL', isActive: false });
    expect(res.json()).toMatchObject({ priority: 'CRITICAL', isActive: false, city: 'Venlo', name: 'Logistiek BV' });
  });
});

describe('contacts', () => {
  it('keeps exactly one primary contact: the first, then whoever is set primary, then the next when it is removed', async () => {
    const supplier = await newSupplier({ name: 'Contacten BV' });
    const base = `/suppliers/${supplier.id}/contacts`;
    const first = (await call(staff, 'POST', base, { name: 'Fleur Visser', role: 'Sales', email: 'Fleur@Example.nl' })).json();
    const second = (await call(staff, 'POST', base, { name: 'Daan Smit', role: 'Planning' })).json();
    expect(first).toMatchObject({ isPrimary: true, email: 'fleur@example.nl' });
    expect(second.isPrimary).toBe(false);
    const after = await call(staff, 'PATCH', `${base}/${second.id}/set-primary`);
    expect(after.statusCode).toBe(200);
    expect(after.json().map((c: { name: string; isPrimary: boolean }) => [c.name, c.isPrimary])).toEqual([
      ['Daan Smit', true],
      ['Fleur Visser', false],
    ]);
    expect((await call(staff, 'GET', `/suppliers/${supplier.id}`)).json().primaryContactName).toBe('Daan Smit');
    expect((await call(staff, 'DELETE', `${base}/${second.id}`)).statusCode).toBe(204);
    const left = (await call(staff, 'GET', base)).json();
    expect(left).toEqual([expect.objectContaining({ name: 'Fleur Visser', isPrimary: true })]);
  });

  it('validates contacts and changes them with PATCH', async () => {
    const supplier = await newSupplier({ name: 'Contact Check BV' });
    const base = `/suppliers/${supplier.id}/contacts`;
    const bad = await call(staff, 'POST', base, { name: '', email: 'x' });
    expect(details(bad)).toEqual({ name: 'contact name is required', email: 'Invalid email address' });
    const contact = (await call(staff, 'POST', base, { name: 'Sven' })).json();
    const changed = await call(staff, 'PATCH', `${base}/${contact.id}`, { phone: '06-12345678' });
    expect(changed.json()).toMatchObject({ name: 'Sven', phone: '06-12345678', isPrimary: true });
  });
});

describe('notes', () => {
  it('requires content, toggles important, and lists important notes first', async () => {
    const supplier = await newSupplier({ name: 'Notities BV' });
    const base = `/suppliers/${supplier.id}/notes`;
    const empty = await call(staff, 'POST', base, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(details(empty)).toEqual({ content: 'note content is required' });
    const a = (await call(staff, 'POST', base, { content: 'Levert alleen op dinsdag' })).json();
    const b = (await call(staff, 'POST', base, { content: 'Nieuwe prijslijst per 1 maart' })).json();
    expect(a).toMatchObject({ isImportant: false, createdByName: 'Sem Jansen' });
    const toggled = await call(staff, 'PATCH', `${base}/${a.id}/toggle-important`);
    expect(toggled.json().isImportant).toBe(true);
    const list = (await call(staff, 'GET', base)).json();
    expect(list.map((n: { id: string }) => n.id)).toEqual([a.id, b.id]);
    const edited = await call(staff, 'PATCH', `${base}/${b.id}`, { content: 'Prijslijst ontvangen' });
    expect(edited.json().content).toBe('Prijslijst ontvangen');
    expect((await call(staff, 'DELETE', `${base}/${b.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', base)).json()).toHaveLength(1);
  });
});

describe('deleting a supplier', () => {
  it('is refused while items are linked, with that reason; allowed (with contacts and notes) once they are not', async () => {
    const supplier = await newSupplier({ name: 'Gekoppeld BV' });
    await call(staff, 'POST', `/suppliers/${supplier.id}/contacts`, { name: 'Iemand' });
    await call(staff, 'POST', `/suppliers/${supplier.id}/notes`, { content: 'Notitie' });
    const item = (await call(staff, 'POST', '/items', { name: 'Gouda jong', unit: 'kg', price: '7.95', supplierId: supplier.id })).json();
    expect((await call(staff, 'DELETE', `/suppliers/${supplier.id}`)).statusCode).toBe(403);
    const refused = await call(admin, 'DELETE', `/suppliers/${supplier.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Cannot delete a supplier with linked items');
    expect((await call(staff, 'GET', `/suppliers/${supplier.id}/performance`)).json()).toEqual({
      totalOrders: 0,
      totalSpent: '0.00',
      averageDeliveryDays: null,
      onTimeRate: null,
      rating: null,
      linkedItems: 1,
    });
    await call(staff, 'PATCH', `/items/${item.id}`, { supplierId: null });
    expect((await call(admin, 'DELETE', `/suppliers/${supplier.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/suppliers/${supplier.id}`)).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("another tenant's supplier, contacts and notes answer 404 and stay unchanged", async () => {
    const supplier = await newSupplier({ name: 'Alleen van Demo', city: 'Assen' });
    const contact = (await call(staff, 'POST', `/suppliers/${supplier.id}/contacts`, { name: 'Eva' })).json();
    const note = (await call(staff, 'POST', `/suppliers/${supplier.id}/notes`, { content: 'Geheim' })).json();
    const s = `/suppliers/${supplier.id}`;
    const attempts: Array<[Method, string, object?]> = [
      ['GET', s],
      ['PATCH', s, { city: 'Elders' }],
      ['DELETE', s],
      ['GET', `${s}/performance`],
      ['GET', `${s}/contacts`],
      ['POST', `${s}/contacts`, { name: 'Indringer' }],
      ['PATCH', `${s}/contacts/${contact.id}`, { name: 'X' }],
      ['PATCH', `${s}/contacts/${contact.id}/set-primary`],
      ['DELETE', `${s}/contacts/${contact.id}`],
      ['GET', `${s}/notes`],
      ['POST', `${s}/notes`, { content: 'x' }],
      ['PATCH', `${s}/notes/${note.id}`, { content: 'x' }],
      ['PATCH', `${s}/notes/${note.id}/toggle-important`],
      ['DELETE', `${s}/notes/${note.id}`],
    ];
    for (const [method, path, payload] of attempts) {
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(other, 'GET', '/suppliers?q=Alleen')).json().items).toEqual([]);
    expect((await call(staff, 'GET', s)).json()).toMatchObject({ city: 'Assen', primaryContactName: 'Eva' });
    expect((await call(staff, 'GET', `${s}/notes`)).json()).toEqual([expect.objectContaining({ content: 'Geheim', isImportant: false })]);
  });

  it("a contact or note of one supplier is not found under another supplier's path", async () => {
    const a = await newSupplier({ name: 'Pad A' });
    const b = await newSupplier({ name: 'Pad B' });
    const contact = (await call(staff, 'POST', `/suppliers/${a.id}/contacts`, { name: 'Op A' })).json();
    expect((await call(staff, 'PATCH', `/suppliers/${b.id}/contacts/${contact.id}/set-primary`)).statusCode).toBe(404);
  });
});

describe('Settings → Numbering → autoGenerateSupplierNumber (issue 25 item 16)', () => {
  const setAuto = async (autoGenerateSupplierNumber: boolean) => {
    const current = (await call(admin, 'GET', '/settings/bulk')).json().numbering;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/numbering',
      headers: bearer(admin),
      payload: { ...current, autoGenerateSupplierNumber },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('numbers a new supplier while on, and takes the typed number (required) while off', async () => {
    await setAuto(true);
    expect((await newSupplier({ name: 'Automatisch Genummerd BV', supplierNumber: 'EIGEN-1' })).supplierNumber).toMatch(/^SUP-/);
    await setAuto(false);
    try {
      const missing = await call(staff, 'POST', '/suppliers', { name: 'Zonder Nummer BV' });
      expect(missing.statusCode).toBe(400);
      expect((await newSupplier({ name: 'Met Eigen Nummer BV', supplierNumber: 'LEV-0042' })).supplierNumber).toBe('LEV-0042');
    } finally {
      await setAuto(true);
    }
  });
});
