import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { errorOf, type NotificationsKit, openNotificationsKit } from '../../../test/notifications-kit';

let k: NotificationsKit;
beforeAll(async () => {
  k = await openNotificationsKit();
});
afterAll(() => k.t.close());

const current = async (token: string) => (await k.call('GET', '/announcements/current', token)).json();
const clearAnnouncements = () =>
  inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) => tx.deleteFrom('announcement').where('tenantId', '=', k.tenantA).execute());
const setCommunication = (value: object) =>
  inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) =>
    tx
      .insertInto('workspaceSetting')
      .values({ tenantId: k.tenantA, section: 'communication', value: JSON.stringify(value), secrets: '{}', updatedBy: null })
      .onConflict((oc) => oc.columns(['tenantId', 'section']).doUpdateSet({ value: JSON.stringify(value) }))
      .execute(),
  );
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('announcements (message of the day)', () => {
  it('go to every user as a notification and show on every dashboard of the tenant until withdrawn', async () => {
    await k.clear();
    await clearAnnouncements();
    expect(await current(k.staff)).toEqual({ announcement: null, messageOfTheDay: '' });
    const expiresAt = inAnHour();
    const res = await k.send({
      allUsers: true,
      announcement: true,
      type: 'warning',
      title: 'Vrijdag gesloten',
      message: 'Vrijdag 27 november is het magazijn dicht.',
      expiresAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ count: 2 });

    const { announcement } = await current(k.staff);
    expect(announcement).toMatchObject({
      type: 'WARNING',
      title: 'Vrijdag gesloten',
      message: 'Vrijdag 27 november is het magazijn dicht.',
      link: null,
      expiresAt: new Date(expiresAt).toISOString(),
      createdByName: 'Anna de Vries',
    });
    const staffList = await k.list(k.staff);
    expect(staffList.items[0]).toMatchObject({
      title: 'Vrijdag gesloten',
      link: '/dashboard',
      params: { announcementId: announcement.id },
    });
    expect(await k.unreadCount(k.admin)).toBe(1);
    // Not in another tenant.
    expect((await current(k.other)).announcement).toBeNull();
    expect((await current(k.superAdmin)).announcement).toBeNull();

    // A newer one replaces it on the dashboard.
    await k.send({ allUsers: true, announcement: true, title: 'Nieuwe prijslijst', message: 'Vanaf maandag.' });
    expect((await current(k.staff)).announcement.title).toBe('Nieuwe prijslijst');
    const newest = (await current(k.staff)).announcement.id;

    // Withdrawn: off the dashboard, its notifications gone from lists and counts; the older one shows again.
    expect((await k.call('DELETE', `/announcements/${newest}`, k.staff)).statusCode).toBe(403);
    expect((await k.call('DELETE', `/announcements/${newest}`, k.other)).statusCode).toBe(404);
    expect((await k.call('DELETE', `/announcements/${newest}`, k.admin)).statusCode).toBe(204);
    expect((await k.call('DELETE', `/announcements/${newest}`, k.admin)).statusCode).toBe(204);
    expect((await current(k.staff)).announcement.title).toBe('Vrijdag gesloten');
    expect((await k.list(k.staff)).items.map((n: { title: string }) => n.title)).toEqual(['Vrijdag gesloten']);
    const audit = await k.t.deps.db.selectFrom('auditEvent').select('action').where('action', '=', 'announcement.withdrawn').execute();
    expect(audit).toHaveLength(1);
  });

  it('stop showing once expired', async () => {
    await clearAnnouncements();
    await k.send({ allUsers: true, announcement: true, title: 'Kort', message: 'm', expiresAt: inAnHour() });
    await inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) =>
      tx
        .updateTable('announcement')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .execute(),
    );
    expect((await current(k.staff)).announcement).toBeNull();
  });

  it('go to all users only, need users:write, and are refused while the settings turn them off', async () => {
    const one = await k.send({ userId: k.staffId, announcement: true, title: 't', message: 'm' });
    expect(errorOf(one)).toEqual({ status: 400, code: 'VALIDATION_FAILED', paths: ['allUsers'] });
    expect((await k.send({ allUsers: true, announcement: true, title: 't', message: 'm' }, k.staff)).statusCode).toBe(403);

    await clearAnnouncements();
    await k.clear();
    await setCommunication({ enableAnnouncements: false, messageOfTheDay: 'Welkom bij Demo Groothandel' });
    try {
      const off = await k.send({ allUsers: true, announcement: true, title: 't', message: 'm' });
      expect(errorOf(off)).toEqual({ status: 409, code: 'CONFLICT', paths: ['announcement'] });
      expect(await k.unreadCount(k.staff)).toBe(0); // nothing half-sent
      expect(await current(k.staff)).toEqual({ announcement: null, messageOfTheDay: 'Welkom bij Demo Groothandel' });
    } finally {
      await inTransaction(k.t.deps.db, { tenantId: k.tenantA }, (tx) =>
        tx.deleteFrom('workspaceSetting').where('section', '=', 'communication').execute(),
      );
    }
  });

  it('answer 401 without a sign-in and 404 for an unknown one', async () => {
    expect((await k.call('GET', '/announcements/current')).statusCode).toBe(401);
    expect((await k.call('DELETE', '/announcements/01900000-0000-7000-8000-000000000000', k.admin)).statusCode).toBe(404);
    expect((await k.call('DELETE', '/announcements/nope', k.admin)).statusCode).toBe(400);
  });
});
