import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiLanguage, AskResult } from '@wb/contract/ai-chat';
import { api, apiResponse } from '@/app/api/api-client';

export const useConversations = () =>
  useQuery({ queryKey: ['ai', 'conversations'], queryFn: ({ signal }) => api('GET /ai/conversations', { signal }) });

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: ['ai', 'conversation', id],
    queryFn: ({ signal }) => api('GET /ai/conversations/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });

export const useAiHealth = () =>
  useQuery({ queryKey: ['ai', 'health'], queryFn: ({ signal }) => api('GET /ai/health', { signal }), retry: false });

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /ai/conversations/:id', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ai'] }),
  });
}

export function useRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { conversationId: string; messageId: string; rating: -1 | 1 }) =>
      api('PUT /ai/conversations/:id/messages/:messageId/rating', {
        params: { id: v.conversationId, messageId: v.messageId },
        body: { rating: v.rating },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['ai', 'conversation'] }),
  });
}

/** Asks over server-sent events: `onDelta` gets the answer's text as it comes; resolves with the kept result. */
export async function askStreamed(
  input: { question: string; conversationId?: string; locale: AiLanguage },
  onDelta: (text: string) => void,
): Promise<AskResult> {
  const res = await apiResponse('/ai/chat/stream', { method: 'POST', body: input, headers: { accept: 'text/event-stream' } });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  let done: AskResult | null = null;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += decoder.decode(value, { stream: true });
    let at = buffer.indexOf('\n\n');
    while (at >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const event = /^event: (\w+)/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as { text?: string } | AskResult | null;
      if (event === 'delta' && data && 'text' in data) onDelta(data.text ?? '');
      if (event === 'done') done = data as AskResult;
      if (event === 'error') throw new Error('failed');
      at = buffer.indexOf('\n\n');
    }
  }
  if (!done) throw new Error('no answer');
  return done;
}
