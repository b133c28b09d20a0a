import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo!2345-Kaas';

export const demoUsers = {
  super: { email: 'super@example.com', roleLabel: 'Superbeheerder' },
  admin: { email: 'admin@demo.example.com', roleLabel: 'Bedrijfsbeheerder' },
  staff: { email: 'staff@demo.example.com', roleLabel: 'Verkoop' },
  other: { email: 'admin@other.example.com', roleLabel: 'Bedrijfsbeheerder' },
} as const;

/** Signs in through the form, in Dutch (the default language), and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toContainText(email);
}

/** The side menu's section test ids, in order, after opening it. */
export async function menuSections(page: Page): Promise<string[]> {
  await page.getByTestId('menu-button').click();
  const nav = page.locator('[data-testid^="menu-section-"]');
  await expect(nav.first()).toBeVisible();
  const ids = await nav.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  await page.keyboard.press('Escape');
  return ids.map((id) => id.replace('menu-section-', ''));
}

/** Calls the API as a demo user, for what a journey sets up or checks without clicking. */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', { data: { email, password: demoPassword } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
    const res = await request.fetch(`/api/v1${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}
