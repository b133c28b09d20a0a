import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoUsers, menuSections, signIn } from './helpers';
import { scaled } from './time-scale';
import { linkIn, type ServerWithMail, startServerWithMail } from './with-mail';

/** Signs in at a server of the spec's own (the helpers' signIn uses the suite's server). */
async function signInAt(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('tenants and their users', () => {
  let server: ServerWithMail;
  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000)); // a server of its own starts (PGlite, migrations, demo data)
    server = await startServerWithMail();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a super admin creates a tenant and its admin; the admin invites a user who sets a password from the mail; deactivating that user signs their open browser out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(scaled(120_000));
    const adminEmail = 'baas@e2e-handel.example.com';
    const inviteeEmail = 'nieuw@e2e-handel.example.com';

    // The super admin makes the tenant with its first admin.
    await signInAt(page, server.url, 'super@example.com', 'Demo!2345-Kaas');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-tenants').click();
    await expect(page).toHaveURL(/\/tenants$/);
    await page.getByTestId('new-tenant-button').click();
    await page.getByLabel(/^Naam\W*$/).fill('E2E Handel B.V.');
    await page.getByLabel('Voornaam').fill('Bea');
    await page.getByLabel('Achternaam').fill('Baas');
    await page.getByLabel('E-mailadres').fill(adminEmail);
    await page.getByLabel(/^Wachtwoord\W*$/).fill('Beheer-Kantoor!2345');
    await page.getByTestId('tenant-form-submit').click();
    await expect(page.getByTestId('tenant-name')).toHaveText('E2E Handel B.V.');
    await expect(page.getByTestId('figure-adminCount')).toContainText('1');
    await page.getByTestId('logout-button').click();

    // The new admin invites a colleague.
    await signInAt(page, server.url, adminEmail, 'Beheer-Kantoor!2345');
    await page.getByTestId('dashboard-card-tenantUsers').getByRole('link').click();
    await expect(page).toHaveURL(/\/tenant-users$/);
    await page.getByTestId('invite-user-button').click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.getByLabel('Voornaam').fill('Nina');
    await dialog.getByLabel('Achternaam').fill('Nieuw');
    await dialog.getByLabel('E-mailadres').fill(inviteeEmail);
    await dialog.getByTestId('user-dialog-submit').click();
    const row = page.getByTestId(`user-row-${inviteeEmail}`);
    await expect(row.getByTestId('user-status')).toHaveText('Uitgenodigd');

    // The invitee opens the link from the mail in a browser of their own.
    const mail = await server.waitForMail(inviteeEmail, /Uitnodiging/);
    const invitee = await newPage(browser);
    await invitee.goto(linkIn(mail, server.url));
    await expect(invitee.getByTestId('invite-intro')).toContainText('E2E Handel B.V.');
    await invitee.getByLabel(/^Wachtwoord\W*$/).fill('kort');
    await invitee.getByLabel('Wachtwoord bevestigen').fill('kort');
    await invitee.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(invitee.getByText('Minimaal 8 tekens vereist')).toBeVisible();
    await invitee.getByLabel(/^Wachtwoord\W*$/).fill('Gekozen-Fiets!123');
    await invitee.getByLabel('Wachtwoord bevestigen').fill('Gekozen-Fiets!123');
    await invitee.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(invitee.getByTestId('invite-done')).toBeVisible();
    await invitee.getByTestId('invite-to-login').click();
    await signInAt(invitee, server.url, inviteeEmail, 'Gekozen-Fiets!123');
    await expect(invitee.getByTestId('role-subtitle')).toContainText('Verkoop');

    // The admin sees the user active, then deactivates them: the invitee's open app signs out.
    await page.reload();
    await expect(row.getByTestId('user-status')).toHaveText('Actief');
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-deactivate').click();
    await expect(row.getByTestId('user-status')).toHaveText('Inactief');
    await expect(invitee).toHaveURL(/\/login$/, { timeout: scaled(30_000) });
    await invitee.getByLabel('E-mailadres').fill(inviteeEmail);
    await invitee.getByLabel('Wachtwoord').fill('Gekozen-Fiets!123');
    await invitee.getByRole('button', { name: 'Inloggen' }).click();
    await expect(invitee.getByTestId('login-error')).toBeVisible();
    await expect(invitee).toHaveURL(/\/login$/);
  });

  test('an admin cannot deactivate themselves: the refusal says who and why, and nothing changes', async ({ page }) => {
    await signInAt(page, server.url, demoUsers.admin.email, 'Demo!2345-Kaas');
    await page.goto(`${server.url}/tenant-users`);
    const me = page.getByTestId(`user-row-${demoUsers.admin.email}`);
    await me.getByRole('checkbox').check();
    await page.getByTestId('bulk-deactivate').click();
    await expect(page.getByTestId('bulk-error')).toContainText('Je kunt jezelf niet deactiveren');
    await expect(me.getByTestId('user-status')).toHaveText('Actief');
  });
});

test.describe('what a sales user sees', () => {
  test('no admin pages in the menu, and their URLs lead to /dashboard', async ({ page }) => {
    await signIn(page, demoUsers.staff.email);
    // tools: KVK search, for every signed-in user (platform spec).
    expect(await menuSections(page)).toEqual(['main', 'tools']);
    for (const path of ['/tenant-users', '/tenants', '/tenants/new']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    // Without users:admin there is no roles tab: the unknown tab leads to the first settings tab.
    await page.goto('/settings/roles');
    await expect(page).toHaveURL(/\/settings\/company-details$/);
    await expect(page.getByRole('tab', { name: 'Rollen en rechten' })).toHaveCount(0);
  });

  test('a company admin sees the roles matrix in the settings', async ({ page }) => {
    await signIn(page, demoUsers.admin.email);
    await page.goto('/settings/roles');
    await expect(page.getByTestId('role-row-sales')).toBeVisible();
    await expect(page.getByTestId('role-row-sales').getByTestId('level-sales-orders')).toContainText('Verwijderen');
  });
});
