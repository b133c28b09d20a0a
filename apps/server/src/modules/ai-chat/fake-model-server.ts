import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInCompanyZone } from '@wb/domain/today';

/**
 * A fake OpenAI-compatible model server on loopback, for tests and the offline demo. It speaks
 * the real protocol: POST /v1/chat/completions (JSON or streamed `chat.completion.chunk`s ending
 * in `data: [DONE]`), with tool calls; GET /v1/models. Its "model" picks a tool by keywords of
 * the last user message, then words the tool's result.
 */
type Msg = { role: string; content?: string | null; tool_calls?: unknown[] };
type Body = { model: string; messages: Msg[]; stream?: boolean; tools?: Array<{ function: { name: string } }> };

export type FakeModelServer = { url: string; requests: Body[]; close: () => Promise<void> };

function pickTool(text: string, tools: string[]): { name: string; args: Record<string, unknown> } | null {
  const t = text.toLowerCase();
  // The company's today, as the app and its tests count it: the UTC date is a day behind late in the evening.
  const today = todayInCompanyZone();
  const month = today.slice(0, 7);
  const account = /(?:van|of|for|voor|bij|at)\s+([A-Z][\w'’ -]+?)(?:\?|$|:| vorige| last)/u.exec(text)?.[1]?.trim();
  const wanted: Array<[RegExp, string, Record<string, unknown>]> = [
    [/omzet|revenue|ciro|إيرادات|الإيرادات/u, 'revenue', { from: `${month}-01`, to: today }],
    [/factu|invoice|fatura|فواتير/u, 'openInvoices', { account: account ?? '' }],
    [/bijna op|low stock|stok|مخزون/u, 'lowStock', { limit: 20 }],
    [/krat|crate|kasa|صناديق/u, 'cratesOut', { account: account ?? '' }],
  ];
  for (const [re, name, args] of wanted) if (re.test(t) && tools.includes(name)) return { name, args };
  return null;
}

function answerOf(body: Body): { text: string; toolCall: { name: string; args: Record<string, unknown> } | null } {
  const last = body.messages.at(-1);
  if (last?.role === 'tool') {
    const data = JSON.parse(String(last.content ?? '{}')) as { values?: Record<string, unknown>; error?: string };
    if (data.error) return { text: data.error, toolCall: null };
    const values = Object.entries(data.values ?? {})
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
    return { text: `Volgens de gegevens: ${values}.`, toolCall: null };
  }
  const question = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const toolCall = pickTool(
    String(question),
    (body.tools ?? []).map((t) => t.function.name),
  );
  return { text: toolCall ? '' : 'Ik kan alleen vragen over omzet, facturen, voorraad en kratten beantwoorden.', toolCall };
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export async function startFakeModelServer(port = 0): Promise<FakeModelServer> {
  const requests: Body[] = [];
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-llm', object: 'model', created: 0, owned_by: 'local' }] }));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(await read(req)) as Body;
    requests.push(body);
    const id = `chatcmpl-fake-${++n}`;
    const created = Math.floor(Date.now() / 1000);
    const { text, toolCall } = answerOf(body);
    const callId = `call_${n}`;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: toolCall ? 'tool_calls' : 'stop',
              message: {
                role: 'assistant',
                content: toolCall ? null : text,
                ...(toolCall
                  ? {
                      tool_calls: [
                        { id: callId, type: 'function', function: { name: toolCall.name, arguments: JSON.stringify(toolCall.args) } },
                      ],
                    }
                  : {}),
              },
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' });
    if (toolCall) {
      const args = JSON.stringify(toolCall.args);
      const half = Math.floor(args.length / 2);
      chunk({
        tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: toolCall.name, arguments: args.slice(0, half) } }],
      });
      chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] });
      chunk({}, 'tool_calls');
    } else {
      for (const word of text.split(/(?<= )/u)) chunk({ content: word });
      chunk({}, 'stop');
    }
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
