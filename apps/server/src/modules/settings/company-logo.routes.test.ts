import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let other: string;
let jpeg: Buffer;

beforeAll(async () => {
  // A real 2×2 JPEG: the pixels of every upload are read.
  jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  staff = (await signIn(t.app, 'staff@demo.example.com')).access_token;
  other = (await signIn(t.app, 'admin@other.example.com')).access_token;
});
afterAll(() => t.close());

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(file: Buffer, filename: string, field = 'file', type = 'application/octet-stream') {
  const boundary = '----wbtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, file: Buffer, filename = 'logo.png', field = 'file') => {
  const body = multipart(file, filename, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/settings/company-logo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const fetchLogo = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/settings/company-logo', headers: bearer(token) });
const bulk = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/v1/settings/bulk', headers: bearer(token) })).json();

describe('company logo', () => {
  it('uploads a PNG, points companyDetails.logoUrl at it, and serves it to signed-in users', async () => {
    const res = await upload(admin, png);
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/v1\/settings\/company-logo\?v=[0-9a-f]{16}$/);
    expect((await bulk(staff)).companyDetails.logoUrl).toBe(logoUrl);
    const got = await t.app.inject({ method: 'GET', url: logoUrl, headers: bearer(staff) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/settings/company-logo' })).statusCode).toBe(401);
  });

  it('keeps the logo address when company details are saved', async () => {
    const { logoUrl } = (await bulk(admin)).companyDetails;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/company-details',
      headers: bearer(admin),
      payload: { name: 'Logo B.V.' },
    });
    expect(res.json().logoUrl).toBe(logoUrl);
  });

  it('takes JPEG by its bytes, whatever the name says', async () => {
    const res = await upload(admin, jpeg, 'logo.gif');
    expect(res.statusCode).toBe(200);
    expect((await fetchLogo(admin)).headers['content-type']).toBe('image/jpeg');
  });

  it('sanitises an SVG before keeping it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>');
    expect((await upload(admin, svg, 'logo.svg')).statusCode).toBe(200);
    const got = await fetchLogo(admin);
    expect(got.headers['content-type']).toBe('image/svg+xml');
    expect(got.headers['content-security-policy']).toContain("default-src 'none'");
    expect(got.body).toContain('<circle r="4"/>');
    expect(got.body).not.toMatch(/script|onload|alert/);
  });

  it('refuses other files, a missing file field and files over 2 MB, keeping the logo', async () => {
    const before = (await fetchLogo(admin)).rawPayload;
    const gif = await upload(admin, Buffer.from('GIF89a......'), 'logo.gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.details).toMatchObject([{ path: 'file', message: 'Use a PNG, JPEG, WebP or SVG image' }]);
    expect((await upload(admin, Buffer.from('<html><script>x</script></html>'), 'x.svg')).statusCode).toBe(400);
    const wrongField = await upload(admin, png, 'logo.png', 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details[0].path).toBe('file');
    const big = await upload(admin, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/company-logo',
      headers: bearer(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect((await fetchLogo(admin)).rawPayload.equals(before)).toBe(true);
  });

  it('lets only holders of settings:write upload or remove it', async () => {
    expect((await upload(staff, png)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/company-logo', headers: bearer(staff) })).statusCode).toBe(403);
    expect((await fetchLogo(admin)).statusCode).toBe(200);
  });

  it('belongs to one company: another sees none, and cannot remove or replace it', async () => {
    const mine = (await fetchLogo(admin)).rawPayload;
    expect((await fetchLogo(other)).statusCode).toBe(404);
    expect((await bulk(other)).companyDetails.logoUrl).toBe('');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/company-logo', headers: bearer(other) })).statusCode).toBe(404);
    expect((await upload(other, png)).statusCode).toBe(200);
    expect((await fetchLogo(admin)).rawPayload.equals(mine)).toBe(true);
  });

  it('is removed with DELETE, after which it is gone', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/company-logo', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect((await fetchLogo(admin)).statusCode).toBe(404);
    expect((await bulk(admin)).companyDetails.logoUrl).toBe('');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/settings/company-logo', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await fetchLogo(other)).statusCode).toBe(200);
  });
});
