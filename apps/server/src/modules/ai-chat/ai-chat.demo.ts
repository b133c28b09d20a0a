import type { Tx } from '@/db/transaction';
import { ctxOf } from '@/platform/context';
import { newId } from '@/platform/ids';
import { insertConversation, insertMessage } from './ai-chat.queries';
import { builtinAnswer } from './ai-chat.service';

/** A few past conversations of the company admin, answered by the built-in engine from the demo data. */
const demoConversations: Array<{ daysAgo: number; questions: string[] }> = [
  { daysAgo: 6, questions: ['Hoeveel omzet deze maand?', 'Welke artikelen zijn bijna op?'] },
  { daysAgo: 3, questions: ['Openstaande facturen van Sushi Sakura', 'Hoeveel kratten staan er uit bij Sushi Sakura?'] },
  { daysAgo: 1, questions: ['Which customers did not order for 30 days?', 'كم الإيرادات هذا الشهر؟', 'Wat is het weer morgen?'] },
];

export async function seedDemoAiChat(tx: Tx, tenantId: string, userIds: string[]): Promise<void> {
  const userId = userIds[0];
  if (!userId) return;
  const ctx = ctxOf(tx, { principal: null, tenantId });
  for (const conv of demoConversations) {
    const at = new Date(Date.now() - conv.daysAgo * 86_400_000);
    const conversationId = newId();
    await insertConversation(tx, tenantId, { id: conversationId, userId, title: conv.questions[0] ?? '', at });
    let minute = 0;
    for (const question of conv.questions) {
      const answer = await builtinAnswer(ctx, question, 'nl');
      const common = {
        conversationId,
        userId,
        language: answer.language,
        intent: answer.intent,
        engine: answer.engine,
        accountId: answer.accountId,
        success: answer.success,
      };
      const asked = new Date(at.getTime() + minute++ * 60_000);
      await insertMessage(tx, tenantId, {
        ...common,
        id: newId(),
        role: 'user',
        content: question,
        toolsUsed: [],
        result: null,
        latencyMs: 0,
        createdAt: asked,
      });
      await insertMessage(tx, tenantId, {
        ...common,
        id: newId(),
        role: 'assistant',
        content: answer.content,
        toolsUsed: answer.toolsUsed,
        result: answer.result,
        latencyMs: 20 + minute * 7,
        createdAt: new Date(asked.getTime() + 1000),
      });
    }
  }
}
