import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from './time-scale';

/** The assistant journeys' shared steps: the reader's language, and a question asked and answered. */
export async function chooseLanguage(page: Page, language: 'nl' | 'ar') {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** Asks in the open conversation and waits for its answer (one more than before). */
export async function askAndWait(page: Page, question: string): Promise<Locator> {
  const before = await page.getByTestId('ai-answer').count();
  await page.getByLabel(/Uw vraag|سؤالك/).fill(question);
  await page.getByRole('button', { name: /Vragen|اسأل/ }).click();
  await expect(page.getByTestId('ai-answer')).toHaveCount(before + 1, { timeout: scaled(20_000) });
  return page.getByTestId('ai-answer').last();
}
