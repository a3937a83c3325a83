import { createServer, type IncomingMessage, type Server } from 'node:http';

/**
 * A small OpenAI-compatible chat-completions server for tests, speaking the real wire protocol over HTTP:
 * streamed SSE chunks, tool calls, and error responses. Its behaviour is scripted per request.
 */
export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
}

export type Reply =
  /** `delayMs` between chunks (5 ms when not set) */
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  | { kind: 'tool_call'; name: string; arguments: string }
  | { kind: 'error'; status: number; message: string };

export async function startOpenAiCompatibleServer(script: (req: ChatCompletionRequest, headers: IncomingMessage['headers']) => Reply) {
  const requests: { body: ChatCompletionRequest; authorization?: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as ChatCompletionRequest;
    requests.push({ body, authorization: req.headers.authorization });
    const reply = script(body, req.headers);
    if (reply.kind === 'error') {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
      return;
    }
    const base0 = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: body.model };
    if (!body.stream) {
      const message =
        reply.kind === 'text'
          ? { role: 'assistant', content: reply.chunks.join('') }
          : { role: 'assistant', content: null, tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: reply.name, arguments: reply.arguments } }] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ...base0,
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: reply.kind === 'text' ? 'stop' : 'tool_calls' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = { id: `chatcmpl-${requests.length}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    const send = (choice: object) => res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, ...choice }] })}\n\n`);
    if (reply.kind === 'tool_call') {
      send({ delta: { role: 'assistant', content: null, tool_calls: [{ index: 0, id: `call_${requests.length}`, type: 'function', function: { name: reply.name, arguments: '' } }] }, finish_reason: null });
      send({ delta: { tool_calls: [{ index: 0, function: { arguments: reply.arguments } }] }, finish_reason: null });
      send({ delta: {}, finish_reason: 'tool_calls' });
    } else {
      send({ delta: { role: 'assistant', content: '' }, finish_reason: null });
      for (const text of reply.chunks) {
        send({ delta: { content: text }, finish_reason: null });
        await new Promise((r) => setTimeout(r, reply.delayMs ?? 5));
      }
      send({ delta: {}, finish_reason: 'stop' });
    }
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
