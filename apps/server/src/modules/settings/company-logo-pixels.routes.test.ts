import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLogoPixels } from '@wb/contract/settings';
import { tenantIdByName } from '../../../test/api-client';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

/**
 * The image bomb of issue 25: a 10,000 × 10,000 PNG of 400 kB made every invoice PDF take 8–14 s
 * of one thread and 1.7–2 GB. Now its pixels are counted at upload, and documents draw a small copy.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
});
afterAll(() => t.close());

/** A PNG with transparency of `width` × `height` pixels (a plain colour: a few hundred kB even at 100 megapixels). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function upload(file: Buffer) {
  const boundary = '----wbpixels';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/settings/company-logo',
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function storedLogo() {
  const tenantId = await tenantIdByName(t.handle.db, 'Demo Groothandel B.V.');
  return t.handle.db
    .selectFrom('companyLogo')
    .select(['content', 'pdfContent', 'sha256'])
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
}

describe('logo pixels', () => {
  it('refuses a 10,000 × 10,000 PNG with a clear message, keeping no logo', async () => {
    const bomb = await png(10_000, 10_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toMatchObject([
      { path: 'file', message: 'The logo may be at most 16 megapixels (for example 4096 × 4096 pixels)' },
    ]);
    expect(await storedLogo()).toBeUndefined();
  });

  it('refuses a file that only looks like an image', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject([{ path: 'file', message: 'The image could not be read' }]);
  });

  it('takes the largest allowed logo and keeps a copy of at most 640 × 240 pixels, without transparency, for documents', async () => {
    expect(maxLogoPixels).toBe(4096 * 4096);
    const res = await upload(await png(4096, 4096));
    expect(res.statusCode, res.body).toBe(200);
    const stored = await storedLogo();
    const copy = await sharp(stored?.pdfContent ?? Buffer.alloc(0)).metadata();
    expect({ format: copy.format, width: copy.width, height: copy.height, hasAlpha: copy.hasAlpha }).toEqual({
      format: 'png',
      width: 240,
      height: 240,
      hasAlpha: false,
    });
    // The original is kept as uploaded, for the side menu.
    expect((await sharp(stored?.content).metadata()).width).toBe(4096);
  });

  it('gives a logo stored before copies existed its copy at the first PDF', async () => {
    const tenantId = await tenantIdByName(t.handle.db, 'Demo Groothandel B.V.');
    await t.handle.db.updateTable('companyLogo').set({ pdfContent: null }).where('tenantId', '=', tenantId).execute();
    const accounts = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: bearer(admin),
      payload: { companyName: 'Logo Klant BV' },
    });
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoices',
      headers: bearer(admin),
      payload: {
        accountId: accounts.json().id,
        invoiceDate: '2026-03-01',
        lines: [{ description: 'Doos', quantity: '1', price: '2.00', vatRate: 21 }],
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${invoice.json().id}/pdf`, headers: bearer(admin) });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const stored = await storedLogo();
    expect((await sharp(stored?.pdfContent ?? Buffer.alloc(0)).metadata()).width).toBe(240);
  });
});
