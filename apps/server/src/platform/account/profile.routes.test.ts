import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { latestMailTo, login, loginOk, multipartFile, registerVerified, uniqueEmail, verifyTokenIn } from '../../../test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) });
const putProfile = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: bearer(token), payload: payload as object });
const upload = (token: string, body: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/profile/avatar',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });

describe('GET and PUT /auth/profile', () => {
  it('shows the profile with notification preferences and security state', async () => {
    const session = await signIn(t.app, 'staff@demo.example.com');
    const res = await profileOf(session.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'staff@demo.example.com',
      firstName: 'Sem',
      role: 'sales',
      tenantName: 'Demo Groothandel B.V.',
      notifications: { email: true, push: false },
      emailVerified: true,
      mfaEnabled: false,
      securityAlerts: true,
      sessionTimeoutMinutes: 30,
      hasAvatar: false,
      pendingEmail: null,
    });
  });

  it('saves names and preferences', async () => {
    const session = await signIn(t.app, 'staff@demo.example.com');
    const res = await putProfile(session.access_token, {
      firstName: 'Semmie',
      lastName: 'Jansen',
      email: 'staff@demo.example.com',
      notifications: { email: false, push: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Semmie', notifications: { email: false, push: true } });
    expect((await profileOf(session.access_token)).json().firstName).toBe('Semmie');
  });

  it('refuses empty names and a bad address with field details, and changes nothing', async () => {
    const session = await signIn(t.app, 'admin@other.example.com');
    const res = await putProfile(session.access_token, {
      firstName: '',
      lastName: 'X',
      email: 'nope',
      notifications: { email: true, push: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ path: 'firstName', message: 'This field is required', key: 'validation.required' }),
        expect.objectContaining({ path: 'email', message: 'Please enter a valid email address.' }),
      ]),
    );
    expect((await profileOf(session.access_token)).json().firstName).toBe('Omar');
  });

  it('a new address waits for its link; then it is the sign-in address', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password);
    const next = uniqueEmail('moved');
    const res = await putProfile(session.access_token, {
      firstName: 'Test',
      lastName: 'Person',
      email: next,
      notifications: { email: true, push: false },
    });
    expect(res.json()).toMatchObject({ email, pendingEmail: next });
    expect((await latestMailTo(t, email))?.purpose).toBe('email_change_requested');
    const token = verifyTokenIn((await latestMailTo(t, next))?.textBody);
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(verified.json()).toEqual({ ok: true, email: next });
    expect((await login(t, next, password)).statusCode).toBe(200);
    expect((await login(t, email, password)).statusCode).toBe(401);
  });

  it('refuses an address that belongs to someone else', async () => {
    const session = await signIn(t.app, 'admin@other.example.com');
    const res = await putProfile(session.access_token, {
      firstName: 'Omar',
      lastName: 'El Amrani',
      email: 'admin@demo.example.com',
      notifications: { email: true, push: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatchObject([{ path: 'email', message: 'This email address is already in use' }]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
  });
});

describe('POST /auth/profile/avatar', () => {
  const image = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .toFormat(format)
      .toBuffer();

  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s photo resized to 256 × 256 WebP, readable by its owner only', async (format) => {
    const session = await signIn(t.app, 'admin@demo.example.com');
    const res = await upload(session.access_token, multipartFile('avatar', `me.${format}`, `image/${format}`, await image(format)));
    expect(res.statusCode).toBe(200);
    expect(res.json().hasAvatar).toBe(true);
    const got = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile/avatar', headers: bearer(session.access_token) });
    expect(got.headers['content-type']).toBe('image/webp');
    expect(await sharp(got.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const other = await signIn(t.app, 'admin@other.example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile/avatar', headers: bearer(other.access_token) })).statusCode,
    ).toBe(404);
  });

  it('refuses a file over 2 MB with 413 and field details, keeping the old photo', async () => {
    const session = await signIn(t.app, 'admin@demo.example.com');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile/avatar', headers: bearer(session.access_token) });
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(session.access_token, multipartFile('avatar', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: [{ path: 'avatar', message: 'The photo must be at most 2 MB' }],
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile/avatar', headers: bearer(session.access_token) });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('refuses what is not a JPEG, PNG or WebP image, whatever it claims', async () => {
    const { email, password } = await registerVerified(t);
    const session = await loginOk(t, email, password);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const [name, data] of [
      ['notes.png', Buffer.from('just text')],
      ['anim.gif', gif],
    ] as const) {
      const res = await upload(session.access_token, multipartFile('avatar', name, 'image/png', data));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toMatchObject([{ path: 'avatar', message: 'The photo must be a JPEG, PNG or WebP image' }]);
    }
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    const res = await upload(session.access_token, multipartFile('avatar', 'broken.png', 'image/png', broken));
    expect(res.json().error.details).toMatchObject([{ path: 'avatar', message: 'The photo could not be read' }]);
    expect((await profileOf(session.access_token)).json().hasAvatar).toBe(false);
  });

  it('needs the field "avatar" in a multipart body', async () => {
    const session = await signIn(t.app, 'staff@demo.example.com');
    const wrongField = await upload(session.access_token, multipartFile('file', 'me.png', 'image/png', await image('png')));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details[0].path).toBe('avatar');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/profile/avatar',
      headers: bearer(session.access_token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('removes the photo', async () => {
    const session = await signIn(t.app, 'admin@demo.example.com');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile/avatar', headers: bearer(session.access_token) });
    expect(res.json().hasAvatar).toBe(false);
  });
});
