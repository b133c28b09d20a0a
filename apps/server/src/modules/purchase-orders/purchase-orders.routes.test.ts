import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller, createAccount, createItem, fieldErrors, putSettings, type Res, signInAs } from '../orders/order-test-kit';

type Line = { id: string; itemId: string; quantity: string; receivedQuantity: string; price: string; lotTracked: boolean };
type Po = {
  id: string;
  poNumber: string;
  status: string;
  version: number;
  paymentTerms: number;
  net: string;
  vat: string;
  gross: string;
  sentTo: string | null;
  lines: Line[];
  receipts: Array<{
    id: string;
    lineId: string;
    quantity: string;
    units: string;
    lotId: string | null;
    lotNumber: string | null;
    reversedAt: string | null;
  }>;
};

let t: TestApp;
let admin: string;
let other: string;
let guest: string;
let tenantA: string;
let call: ReturnType<typeof caller>;
let supplier: { id: string };
let cheese: { id: string; sku: string };
let milk: { id: string; sku: string };

const po = (res: Res) => res.json() as unknown as Po;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const login = await signIn(t.app, 'admin@demo.example.com');
  admin = login.access_token;
  tenantA = login.user.tenantId ?? '';
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
  guest = await signInAs(t, tenantA, 'guest');
  const made = await call(admin, 'POST', '/suppliers', {
    name: 'Kaasmakerij Noord',
    paymentTerms: 21,
    email: 'info@kaas-noord.example.com',
  });
  supplier = made.json() as unknown as { id: string };
  await call(admin, 'POST', `/suppliers/${supplier.id}/contacts`, { name: 'Piet Kaas', email: 'piet@kaas-noord.example.com' });
  cheese = await createItem(t, admin, {
    name: 'Goudse kaas jong',
    unit: 'kg',
    price: '9.95',
    packageAmount: '12',
    purchasePricePerPackage: '60.00',
    vatRate: 9,
    supplierId: supplier.id,
    lotTracked: true,
  });
  milk = await createItem(t, admin, { name: 'Volle melk', unit: 'fles', price: '1.15', packageAmount: '6', vatRate: 9 });
});
afterAll(() => t.close());

const create = async (payload: object = {}) => {
  const res = await call(admin, 'POST', '/purchase-orders', {
    supplierId: supplier.id,
    orderDate: '2026-03-02',
    expectedDate: '2026-03-09',
    lines: [
      { itemId: cheese.id, quantity: '10' },
      { itemId: milk.id, quantity: '4', price: '5.10' },
    ],
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return po(res);
};

const stockOf = async (itemId: string) =>
  (await call(admin, 'GET', `/items/${itemId}/stock`)).json() as unknown as {
    item: { quantityOnHand: string; purchasePricePerPackage: string | null; averageCost: string | null };
    lots: Array<{ id: string; lotNumber: string; quantity: string; expiryDate: string | null }>;
  };

describe('purchase orders', () => {
  it('creates a draft numbered PO-…, with the supplier’s terms, the item’s last purchase price and VAT, and totals', async () => {
    const order = await create();
    expect(order).toMatchObject({ poNumber: expect.stringMatching(/^PO-\d+$/), status: 'draft', paymentTerms: 21, version: 1 });
    expect(order.lines.map((l) => [l.quantity, l.price])).toEqual([
      ['10.0000', '60.0000'],
      ['4.0000', '5.1000'],
    ]);
    // 600.00 + 20.40 net at 9 %: VAT 55.84 (rounded once per rate).
    expect([order.net, order.vat, order.gross]).toEqual(['620.40', '55.84', '676.24']);
    const next = await create();
    expect(Number(next.poNumber.slice(3))).toBe(Number(order.poNumber.slice(3)) + 1);
  });

  it('lists with search by number, supplier and item, filters, sorting and a CSV export', async () => {
    const order = await create({ expectedDate: '2026-04-20' });
    const list = async (query: string) =>
      (
        (await call(admin, 'GET', `/purchase-orders?${query}`)).json() as unknown as { items: Array<{ id: string }>; total: number }
      ).items.map((i) => i.id);
    expect(await list(`q=${order.poNumber}`)).toEqual([order.id]);
    expect(await list('q=kaasmakerij')).toContain(order.id);
    expect(await list('q=goudse')).toContain(order.id);
    expect(await list('q=nergens-te-vinden')).toEqual([]);
    expect(await list('expectedFrom=2026-04-19&expectedTo=2026-04-21')).toEqual([order.id]);
    expect(await list('status=received')).not.toContain(order.id);
    expect(await list(`supplierId=${supplier.id}&sort=-poNumber`)).toContain(order.id);
    const csv = await call(admin, 'GET', `/purchase-orders/export?q=${order.poNumber}&numbers=nl`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${order.poNumber};Kaasmakerij Noord;draft;2026-03-02;2026-04-20;2;620,40;676,24`);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const count = async () => ((await call(admin, 'GET', '/purchase-orders')).json() as unknown as { total: number }).total;
    const before = await count();
    const empty = await call(admin, 'POST', '/purchase-orders', { supplierId: supplier.id, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({ lines: 'At least one line is required' });
    const dates = await call(admin, 'POST', '/purchase-orders', {
      supplierId: supplier.id,
      orderDate: '2026-03-02',
      expectedDate: '2026-03-01',
      lines: [{ itemId: milk.id, quantity: '0' }],
    });
    expect(fieldErrors(dates)).toEqual({
      expectedDate: 'The expected delivery date cannot be before the order date',
      'lines.0.quantity': 'Enter an amount above 0',
    });
    const otherItem = await createItem(t, other, { name: 'Ander artikel' });
    const foreignItem = await call(admin, 'POST', '/purchase-orders', {
      supplierId: supplier.id,
      lines: [{ itemId: otherItem.id, quantity: '1' }],
    });
    expect(foreignItem.statusCode).toBe(400);
    expect(fieldErrors(foreignItem)).toEqual({ 'lines.0.itemId': 'Item not found' });
    const otherSupplier = (await call(other, 'POST', '/suppliers', { name: 'Vreemde leverancier' })).json() as unknown as { id: string };
    const foreignSupplier = await call(admin, 'POST', '/purchase-orders', {
      supplierId: otherSupplier.id,
      lines: [{ itemId: milk.id, quantity: '1' }],
    });
    expect(foreignSupplier.statusCode).toBe(404);
    const inactive = (await call(admin, 'POST', '/suppliers', { name: 'Gestopt BV', isActive: false })).json() as unknown as { id: string };
    const refused = await call(admin, 'POST', '/purchase-orders', { supplierId: inactive.id, lines: [{ itemId: milk.id, quantity: '1' }] });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({ supplierId: 'This supplier is inactive; choose an active supplier' });
    expect(await count()).toBe(before);
  });

  it('lets a guest read but not write', async () => {
    const order = await create();
    expect((await call(guest, 'GET', `/purchase-orders/${order.id}`)).statusCode).toBe(200);
    expect(
      (await call(guest, 'POST', '/purchase-orders', { supplierId: supplier.id, lines: [{ itemId: milk.id, quantity: '1' }] })).statusCode,
    ).toBe(403);
    expect((await call(guest, 'POST', `/purchase-orders/${order.id}/send`, { skipEmail: true })).statusCode).toBe(403);
    expect((await call(guest, 'DELETE', `/purchase-orders/${order.id}`)).statusCode).toBe(403);
  });

  it('keeps a moving average cost per unit over receipts, which the order margin then uses', async () => {
    const butter = await createItem(t, admin, { name: 'Roomboter', unit: 'kg', price: '7.50', packageAmount: '10', vatRate: 9 });
    const receiveAt = async (packages: string, price: string) => {
      const order = await create({ lines: [{ itemId: butter.id, quantity: packages, price }] });
      await call(admin, 'POST', `/purchase-orders/${order.id}/send`, { skipEmail: true });
      const lineId = order.lines[0]?.id;
      const res = await call(admin, 'POST', `/purchase-orders/${order.id}/receive`, { lines: [{ lineId, quantity: packages }] });
      expect(res.statusCode, res.body).toBe(200);
      return (await stockOf(butter.id)).item;
    };
    // 20 kg at € 5.00, then 40 kg at € 5.60: (100 + 224) / 60 = € 5.40 per kg; the last price stays € 56.00 per package.
    expect(await receiveAt('2', '50.00')).toMatchObject({ averageCost: '5.0000', purchasePricePerPackage: '50.0000' });
    expect(await receiveAt('4', '56.00')).toMatchObject({ averageCost: '5.4000', purchasePricePerPackage: '56.0000' });
    const account = await createAccount(t, admin);
    const sale = await call(admin, 'POST', '/orders', { accountId: account.id, lines: [{ itemId: butter.id, amount: '10' }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const body = sale.json() as unknown as { lines: Array<{ costPrice: string | null }>; totals: { cost: string; profit: string } };
    expect(body.lines[0]?.costPrice).toBe('5.4000');
    expect([body.totals.cost, body.totals.profit]).toEqual(['54.00', '21.00']);
  });

  it('answers 404 to another tenant for read, change, send, receive, cancel and delete, and leaves the order as it was', async () => {
    const order = await create();
    const paths: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', `/purchase-orders/${order.id}`],
      ['GET', `/purchase-orders/${order.id}/pdf`],
      ['PATCH', `/purchase-orders/${order.id}`, { version: 1, notes: 'gekaapt' }],
      ['POST', `/purchase-orders/${order.id}/send`, { skipEmail: true }],
      ['POST', `/purchase-orders/${order.id}/receive`, { lines: [{ lineId: order.lines[1]?.id, quantity: '1' }] }],
      ['POST', `/purchase-orders/${order.id}/cancel`],
      ['DELETE', `/purchase-orders/${order.id}`],
    ];
    for (const [method, path, payload] of paths)
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
    const list = (await call(other, 'GET', `/purchase-orders?q=${order.poNumber}`)).json() as unknown as { total: number };
    expect(list.total).toBe(0);
    expect(po(await call(admin, 'GET', `/purchase-orders/${order.id}`))).toEqual(order);
  });

  it('edits a draft with its version, deletes a draft, cancels a sent order and refuses what the status does not allow', async () => {
    const order = await create();
    const edited = await call(admin, 'PATCH', `/purchase-orders/${order.id}`, {
      version: 1,
      notes: 'Graag voor 10 uur',
      lines: [{ id: order.lines[0]?.id, itemId: cheese.id, quantity: '5' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(po(edited)).toMatchObject({ version: 2, net: '300.00', lines: [{ id: order.lines[0]?.id, quantity: '5.0000' }] });
    const stale = await call(admin, 'PATCH', `/purchase-orders/${order.id}`, { version: 1, notes: 'oud' });
    expect(stale.statusCode).toBe(409);
    const sent = await call(admin, 'POST', `/purchase-orders/${order.id}/send`, { skipEmail: true });
    expect(po(sent).status).toBe('sent');
    expect((await call(admin, 'DELETE', `/purchase-orders/${order.id}`)).json().error.message).toBe(
      'Only a draft purchase order can be deleted',
    );
    expect(po(await call(admin, 'POST', `/purchase-orders/${order.id}/cancel`)).status).toBe('cancelled');
    const again = await call(admin, 'POST', `/purchase-orders/${order.id}/cancel`);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Only a draft or sent purchase order can be cancelled']);
    const draft = await create();
    expect(
      (await call(admin, 'POST', `/purchase-orders/${draft.id}/receive`, { lines: [{ lineId: draft.lines[0]?.id, quantity: '1' }] }))
        .statusCode,
    ).toBe(409);
    expect((await call(admin, 'DELETE', `/purchase-orders/${draft.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/purchase-orders/${draft.id}`)).statusCode).toBe(404);
  });

  it('sends by e-mail to the primary contact, receives partly into stock and lots, refuses over-receipt, reverses, and feeds performance', async () => {
    await putSettings(t, admin, 'traceability', { enabled: true, autoGenerateLots: false, trackExpiry: true });
    const order = await create();
    const [cheeseLine, milkLine] = order.lines as [Line, Line];
    const sent = po(await call(admin, 'POST', `/purchase-orders/${order.id}/send`, {}));
    expect([sent.status, sent.sentTo]).toEqual(['sent', 'piet@kaas-noord.example.com']);
    const mails = await inTransaction(t.handle.db, { tenantId: tenantA }, (tx) =>
      tx.selectFrom('mailOutbox').selectAll().where('tenantId', '=', tenantA).where('purpose', '=', 'purchase_order').execute(),
    );
    const mail = mails.find((m) => m.subject === `Inkooporder ${order.poNumber} van Demo Groothandel B.V.`);
    expect(mail?.toAddress).toBe('piet@kaas-noord.example.com');
    expect(mail?.textBody).toContain(`10 colli × ${cheese.sku} Goudse kaas jong`);
    const attached = mail?.attachments ?? [];
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([[`${order.poNumber}.pdf`, 'application/pdf']]);
    const attachedPdf = Buffer.from(attached[0]?.contentBase64 ?? '', 'base64');
    expect(attachedPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/purchase-orders/${order.id}/pdf`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${order.poNumber}.pdf"`);

    const noLot = await call(admin, 'POST', `/purchase-orders/${order.id}/receive`, { lines: [{ lineId: cheeseLine.id, quantity: '4' }] });
    expect([noLot.statusCode, fieldErrors(noLot)]).toEqual([400, { 'lines.0.lotNumber': 'A lot number is required for this item' }]);
    const before = await stockOf(cheese.id);
    const partly = await call(admin, 'POST', `/purchase-orders/${order.id}/receive`, {
      lines: [
        { lineId: cheeseLine.id, quantity: '4', lotNumber: 'KN-2026-11', expiryDate: '2026-09-30' },
        { lineId: milkLine.id, quantity: '4' },
      ],
    });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(po(partly).status).toBe('partially_received');
    const after = await stockOf(cheese.id);
    expect(Number(after.item.quantityOnHand) - Number(before.item.quantityOnHand)).toBe(48);
    expect(after.lots).toContainEqual(expect.objectContaining({ lotNumber: 'KN-2026-11', quantity: '48.0000', expiryDate: '2026-09-30' }));
    expect(after.item.purchasePricePerPackage).toBe('60.0000');

    const over = await call(admin, 'POST', `/purchase-orders/${order.id}/receive`, {
      lines: [{ lineId: cheeseLine.id, quantity: '7', lotNumber: 'KN-2026-12', expiryDate: '2026-10-31' }],
    });
    expect([over.statusCode, over.json().error.message]).toEqual([
      409,
      'More than ordered would be received; confirm to receive it anyway',
    ]);
    const rest = await call(admin, 'POST', `/purchase-orders/${order.id}/receive`, {
      lines: [{ lineId: cheeseLine.id, quantity: '6', lotNumber: 'KN-2026-12', expiryDate: '2026-10-31' }],
    });
    const received = po(rest);
    expect(received.status).toBe('received');
    expect(received.receipts.map((r) => [r.quantity, r.units, r.lotNumber])).toEqual([
      ['4.0000', '48.0000', 'KN-2026-11'],
      ['4.0000', '24.0000', null],
      ['6.0000', '72.0000', 'KN-2026-12'],
    ]);
    // Each receipt names the lot its goods went into (for its lot label); the untracked milk has none.
    const lotIds = new Map((await stockOf(cheese.id)).lots.map((lot) => [lot.lotNumber, lot.id]));
    expect(received.receipts.map((r) => r.lotId)).toEqual([lotIds.get('KN-2026-11'), null, lotIds.get('KN-2026-12')]);
    const locked = await call(admin, 'PATCH', `/purchase-orders/${order.id}`, { version: received.version, notes: 'te laat' });
    expect([locked.statusCode, locked.json().error.message]).toEqual([409, 'A received or cancelled purchase order cannot be changed']);
    const performance = (await call(admin, 'GET', `/suppliers/${supplier.id}/performance`)).json();
    expect(performance).toMatchObject({ totalOrders: expect.any(Number), linkedItems: 1 });
    expect(Number(performance.totalOrders)).toBeGreaterThanOrEqual(1);
    expect(Number(performance.totalSpent)).toBeGreaterThanOrEqual(620.4);
    expect(performance.averageDeliveryDays).not.toBeNull();

    const receipt = received.receipts[2] as Po['receipts'][number];
    const reversed = po(await call(admin, 'POST', `/purchase-orders/${order.id}/receipts/${receipt.id}/reverse`));
    expect(reversed.status).toBe('partially_received');
    expect(reversed.receipts[2]?.reversedAt).not.toBeNull();
    expect((await stockOf(cheese.id)).lots).toContainEqual(expect.objectContaining({ lotNumber: 'KN-2026-12', quantity: '0.0000' }));
    // The lot's trace: in on this purchase order from this supplier, out on an order to a customer; not for another tenant.
    const lotA = lotIds.get('KN-2026-11') as string;
    const customer = await createAccount(t, admin, { companyName: 'Kaaswinkel Trace' });
    const sale = await call(admin, 'POST', '/orders', { accountId: customer.id, lines: [{ itemId: cheese.id, amount: '2', lotId: lotA }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const trace = await call(admin, 'GET', `/items/${cheese.id}/lots/${lotA}/trace`);
    expect(trace.statusCode, trace.body).toBe(200);
    expect(trace.json()).toMatchObject({
      lot: { id: lotA, lotNumber: 'KN-2026-11' },
      item: { id: cheese.id, sku: cheese.sku },
      receipts: [{ purchaseOrderId: order.id, poNumber: order.poNumber, supplierId: supplier.id, units: '48.0000', reversed: false }],
      sales: [
        {
          orderNumber: (sale.json() as unknown as { orderNumber: string }).orderNumber,
          accountId: customer.id,
          accountName: 'Kaaswinkel Trace',
          amount: '2.0000',
        },
      ],
    });
    expect((await call(other, 'GET', `/items/${cheese.id}/lots/${lotA}/trace`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/items/${milk.id}/lots/${lotA}/trace`)).statusCode).toBe(404);
    const twice = await call(admin, 'POST', `/purchase-orders/${order.id}/receipts/${receipt.id}/reverse`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'This receipt has already been reversed']);
    await putSettings(t, admin, 'traceability', { enabled: false });
  });

  it('books a line at most once when the same receipt arrives twice at the same time', async () => {
    const order = await create({ lines: [{ itemId: milk.id, quantity: '3' }] });
    await call(admin, 'POST', `/purchase-orders/${order.id}/send`, { skipEmail: true });
    const before = await stockOf(milk.id);
    const body = { lines: [{ lineId: order.lines[0]?.id, quantity: '3' }] };
    const answers = await Promise.all([1, 2, 3].map(() => call(admin, 'POST', `/purchase-orders/${order.id}/receive`, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await stockOf(milk.id);
    expect(Number(after.item.quantityOnHand) - Number(before.item.quantityOnHand)).toBe(18);
    expect(po(await call(admin, 'GET', `/purchase-orders/${order.id}`)).lines[0]?.receivedQuantity).toBe('3.0000');
  });
});

describe('reorder suggestions', () => {
  it('suggest items at or below the threshold with an active supplier, and make one draft per supplier of the chosen ones', async () => {
    const low = await createItem(t, admin, {
      name: 'Karnemelk 1 L',
      unit: 'fles',
      price: '0.95',
      packageAmount: '6',
      supplierId: supplier.id,
      purchasePricePerPackage: '4.20',
    });
    const list = async () =>
      (await call(admin, 'GET', '/purchase-orders/reorder-suggestions')).json() as unknown as Array<{
        itemId: string;
        packages: string;
        supplierId: string;
        price: string;
      }>;
    // No stock at all: 20 units (twice the threshold of 10) are 4 packages of 6.
    expect((await list()).find((s) => s.itemId === low.id)).toMatchObject({ supplierId: supplier.id, packages: '4', price: '4.2000' });
    const made = await call(admin, 'POST', '/purchase-orders/from-suggestions', { itemIds: [low.id] });
    expect(made.statusCode, made.body).toBe(201);
    const [draft] = made.json() as unknown as Array<{ id: string; status: string; supplierId: string }>;
    expect(draft).toMatchObject({ status: 'draft', supplierId: supplier.id });
    const order = po(await call(admin, 'GET', `/purchase-orders/${draft?.id}`));
    expect(order.lines.map((l) => [l.itemId, l.quantity, l.price])).toEqual([[low.id, '4.0000', '4.2000']]);
    // On order now: no longer suggested, and asking again is refused with nothing written.
    expect((await list()).some((s) => s.itemId === low.id)).toBe(false);
    const again = await call(admin, 'POST', '/purchase-orders/from-suggestions', { itemIds: [low.id] });
    expect([again.statusCode, fieldErrors(again)]).toEqual([400, { 'itemIds.0': expect.stringContaining('no reorder suggestion') }]);
    expect((await call(guest, 'POST', '/purchase-orders/from-suggestions', { itemIds: [low.id] })).statusCode).toBe(403);
    expect(
      ((await call(other, 'GET', '/purchase-orders/reorder-suggestions')).json() as unknown as Array<{ itemId: string }>).some(
        (s) => s.itemId === low.id,
      ),
    ).toBe(false);
  });
});
