import type { AiMessage, AiResult, AiSuccess } from '@wb/contract/ai-chat';
import { sql } from 'kysely';
import type { Tx } from '@/db/transaction';

export type ConversationRow = { id: string; title: string; createdAt: Date; updatedAt: Date };

export async function selectConversations(tx: Tx, tenantId: string, userId: string): Promise<ConversationRow[]> {
  return tx
    .selectFrom('aiConversation')
    .select(['id', 'title', 'createdAt', 'updatedAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .limit(200)
    .execute();
}

export async function selectConversation(tx: Tx, tenantId: string, userId: string, id: string): Promise<ConversationRow | undefined> {
  return tx
    .selectFrom('aiConversation')
    .select(['id', 'title', 'createdAt', 'updatedAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertConversation(
  tx: Tx,
  tenantId: string,
  row: { id: string; userId: string; title: string; at?: Date },
): Promise<void> {
  await tx
    .insertInto('aiConversation')
    .values({ tenantId, id: row.id, userId: row.userId, title: row.title, ...(row.at ? { createdAt: row.at, updatedAt: row.at } : {}) })
    .execute();
}

export async function touchConversation(tx: Tx, tenantId: string, id: string, at?: Date): Promise<void> {
  await tx
    .updateTable('aiConversation')
    .set({ updatedAt: at ?? sql<Date>`now()` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteConversationRow(tx: Tx, tenantId: string, userId: string, id: string): Promise<boolean> {
  const r = await tx
    .deleteFrom('aiConversation')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

const messageColumns = [
  'id',
  'conversationId',
  'role',
  'content',
  'language',
  'intent',
  'engine',
  'toolsUsed',
  'success',
  'latencyMs',
  'result',
  'rating',
  'createdAt',
] as const;

export type MessageRow = Omit<AiMessage, 'createdAt' | 'toolsUsed' | 'result' | 'success' | 'rating'> & {
  conversationId: string;
  createdAt: Date;
  toolsUsed: unknown;
  result: unknown;
  success: string;
  rating: number | null;
};

export async function selectMessages(tx: Tx, tenantId: string, conversationId: string): Promise<MessageRow[]> {
  const rows = await tx
    .selectFrom('aiMessage')
    .select(messageColumns)
    .where('tenantId', '=', tenantId)
    .where('conversationId', '=', conversationId)
    .orderBy('createdAt')
    .orderBy('role', 'desc')
    .execute();
  return rows as MessageRow[];
}

export type NewMessage = {
  id: string;
  conversationId: string;
  userId: string;
  role: 'user' | 'assistant';
  content: string;
  language: string;
  intent: string;
  engine: string;
  toolsUsed: string[];
  result: AiResult | null;
  success: AiSuccess;
  latencyMs: number;
  accountId: string | null;
  createdAt?: Date;
};

export async function insertMessage(tx: Tx, tenantId: string, m: NewMessage): Promise<MessageRow> {
  const row = await tx
    .insertInto('aiMessage')
    .values({ tenantId, ...m, toolsUsed: JSON.stringify(m.toolsUsed), result: m.result ? JSON.stringify(m.result) : null })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
  return row as MessageRow;
}

export async function rateMessageRow(
  tx: Tx,
  tenantId: string,
  userId: string,
  conversationId: string,
  id: string,
  rating: number,
): Promise<MessageRow | undefined> {
  const row = await tx
    .updateTable('aiMessage')
    .set({ rating })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('conversationId', '=', conversationId)
    .where('id', '=', id)
    .where('role', '=', 'assistant')
    .returning(messageColumns)
    .executeTakeFirst();
  return row as MessageRow | undefined;
}
