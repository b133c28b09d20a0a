import { type APIRequestContext, expect, test } from '@playwright/test';
import { type FakeModelServer, startFakeModelServer } from '../../server/src/modules/ai-chat/fake-model-server';
import { demoPassword, demoUsers, signIn } from './helpers';
import { askAndWait, chooseLanguage } from './assistant-kit';
import { overflow } from './overflow';
import { scaled } from './time-scale';

// The assistant (issue 32): built-in questions in Dutch and Arabic, then the company switches to an
// OpenAI-compatible model server (a fake on loopback) and gets a streamed, tool-calling answer.

async function settingsAs(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: demoUsers.admin.email, password: demoPassword } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async (values: object) => {
    const res = await request.put('/api/v1/settings/assistant', { data: values, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBe(true);
  };
}

let fake: FakeModelServer;
test.beforeAll(async () => {
  fake = await startFakeModelServer();
});
test.afterAll(async () => {
  await fake?.close();
});

test.describe('the assistant', () => {
  test('asks built-in questions in Dutch and Arabic, then gets a streamed tool-calling answer from the model', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const putAssistant = await settingsAs(request);
    await putAssistant({ engine: 'builtin' });
    await signIn(page, demoUsers.admin.email);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-item-aiChat').click();
    await expect(page).toHaveURL(/\/ai-chat$/);

    await test.step('Dutch: an example question answers with figures and links to the records', async () => {
      await page.getByTestId('ai-examples').getByRole('button', { name: 'Hoeveel omzet deze maand?' }).click();
      const answer = page.getByTestId('ai-answer').last();
      await expect(answer).toContainText('De omzet van');
      await expect(answer.getByTestId('ai-figure').first()).toContainText('€');
      const low = await askAndWait(page, 'Welke artikelen zijn bijna op?');
      await expect(low).toContainText(/artikelen|Voorraad/);
      const crates = await askAndWait(page, 'Hoeveel kratten staan er uit bij Sushi Sakura?');
      await expect(crates).toContainText('Sushi Sakura');
      await expect(page.getByRole('list', { name: 'Gesprekken' })).toContainText('Hoeveel omzet deze maand?');
      expect(await overflow(page, 'main')).toEqual([]);
    });

    await test.step('Arabic, right to left: a question in Arabic is answered in Arabic', async () => {
      await chooseLanguage(page, 'ar');
      await page.getByRole('button', { name: 'محادثة جديدة' }).click();
      // The new conversation is empty before a question is counted in it.
      await expect(page.getByTestId('ai-answer')).toHaveCount(0);
      const answer = await askAndWait(page, 'كم الإيرادات هذا الشهر؟');
      await expect(answer).toContainText('الإيرادات من');
    });

    await test.step('the model server: the answer streams in and used the revenue tool', async () => {
      await putAssistant({ engine: 'openai', baseUrl: fake.url, model: 'fake-llm', apiKey: 'sk-local-e2e-5678' });
      await chooseLanguage(page, 'nl');
      await expect(page.getByTestId('ai-engine')).toContainText('fake-llm');
      const answer = await askAndWait(page, 'Hoeveel omzet deze maand?');
      await expect(answer).toContainText('Volgens de gegevens');
      await expect(answer.getByTestId('ai-tools-used')).toContainText('Model · Omzet');
      expect(fake.requests.some((r) => r.messages.at(-1)?.role === 'tool')).toBe(true);
    });

    await test.step('on a phone the page fits the width', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByTestId('ai-answer').first()).toBeVisible();
      expect(await overflow(page, 'main')).toEqual([]);
    });
    await putAssistant({ engine: 'builtin' });
  });
});
