import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one chat completion gets: a JSON answer (as the model's content), an HTTP error, maybe late. */
export interface FakeAnswer {
  status?: number;
  /** The model's message content (a structured answer is JSON text). */
  content?: string;
  /** A whole error body instead of a completion. */
  error?: string;
  delayMs?: number;
}

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
};

/** Valid answers by JSON schema name, so the fake behaves like a model that follows instructions. */
const validAnswers: Record<string, unknown> = {
  contact_score: {
    fit: 30,
    engagement: 25,
    confidence: 0.9,
    reasons: [{ part: 'fit', label: 'Senior role', impact: 12, evidence: { kind: 'field', field: 'title' } }],
  },
  contact_enrich: { suggestions: [] },
  contact_enrichment: {
    suggestions: [{ field: 'industry', value: 'Aerospace', reason: 'Company name', confidence: 0.6 }],
  },
  contact_categorize: {
    category: 'decision_maker',
    segment: 'enterprise',
    tags: ['exec'],
    confidence: 0.7,
    reasons: ['CEO'],
  },
  contact_category: {
    category: 'decision_maker',
    segment: 'enterprise',
    tags: ['exec'],
    confidence: 0.7,
    reasons: ['CEO'],
  },
  task_completion_analysis: { summary: 'Done', outcome: 'positive', followUp: null, confidence: 0.7 },
  automation_suggestions: { suggestions: [] },
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local OpenAI-compatible server for tests: chat completions with JSON schema answers, scripted
 * errors, 429s and slow answers, and the Batch API (files + batches) over the same answers.
 */
export async function startFakeOpenAi() {
  const script: FakeAnswer[] = [];
  let fallback: ((request: ChatRequest) => FakeAnswer) | null = null;
  const requests: ChatRequest[] = [];
  const files = new Map<string, string>();
  const batches = new Map<
    string,
    { id: string; input_file_id: string; status: string; output_file_id?: string; polls: number }
  >();
  let ids = 0;

  function answerFor(request: ChatRequest): FakeAnswer {
    const scripted = script.shift();
    if (scripted) return scripted;
    if (fallback) return fallback(request);
    const name = request.response_format?.json_schema?.name ?? '';
    return { content: JSON.stringify(validAnswers[name] ?? { text: 'ok' }) };
  }

  const completion = (request: ChatRequest, content: string) => ({
    id: `chatcmpl-${++ids}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
  });

  async function chat(req: IncomingMessage, res: ServerResponse) {
    const request = JSON.parse((await readBody(req)).toString()) as ChatRequest;
    requests.push(request);
    const answer = answerFor(request);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.status && answer.status >= 400) {
      return json(res, answer.status, {
        error: { message: answer.error ?? `fake error ${answer.status}`, type: 'fake' },
      });
    }
    json(res, 200, completion(request, answer.content ?? ''));
  }

  /** The output file of a batch: every line answered like a chat completion would be. */
  function runBatch(inputFileId: string): string {
    const lines = (files.get(inputFileId) ?? '').split('\n').filter(Boolean);
    return lines
      .map((line) => {
        const entry = JSON.parse(line) as { custom_id: string; body: ChatRequest };
        requests.push(entry.body);
        const answer = answerFor(entry.body);
        const ok = !answer.status || answer.status < 400;
        return JSON.stringify({
          id: `batch_req_${++ids}`,
          custom_id: entry.custom_id,
          response: {
            status_code: answer.status ?? 200,
            body: ok ? completion(entry.body, answer.content ?? '') : { error: answer.error },
          },
          error: null,
        });
      })
      .join('\n');
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/chat/completions') return await chat(req, res);
      if (req.method === 'POST' && url.pathname === '/v1/files') {
        const body = await readBody(req);
        const form = await new Request('http://fake/v1/files', {
          method: 'POST',
          headers: req.headers as HeadersInit,
          body: new Uint8Array(body),
        }).formData();
        const file = form.get('file') as File;
        const id = `file-${++ids}`;
        files.set(id, await file.text());
        return json(res, 200, {
          id,
          object: 'file',
          bytes: file.size,
          created_at: 0,
          filename: file.name,
          purpose: 'batch',
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/batches') {
        const body = JSON.parse((await readBody(req)).toString()) as { input_file_id: string };
        const batch = { id: `batch_${++ids}`, input_file_id: body.input_file_id, status: 'validating', polls: 0 };
        batches.set(batch.id, batch);
        return json(res, 200, {
          ...batch,
          object: 'batch',
          endpoint: '/v1/chat/completions',
          completion_window: '24h',
        });
      }
      const batchMatch = url.pathname.match(/^\/v1\/batches\/([\w-]+)$/);
      if (req.method === 'GET' && batchMatch) {
        const batch = batches.get(batchMatch[1] as string);
        if (!batch) return json(res, 404, { error: { message: 'no such batch' } });
        // In progress at the first look, done at the second: the caller polls like it would for hours.
        batch.polls += 1;
        if (batch.polls >= 2 && batch.status !== 'completed') {
          const out = `file-${++ids}`;
          files.set(out, runBatch(batch.input_file_id));
          Object.assign(batch, { status: 'completed', output_file_id: out });
        } else if (batch.status === 'validating') batch.status = 'in_progress';
        return json(res, 200, {
          ...batch,
          object: 'batch',
          endpoint: '/v1/chat/completions',
          completion_window: '24h',
        });
      }
      const fileMatch = url.pathname.match(/^\/v1\/files\/([\w-]+)\/content$/);
      if (req.method === 'GET' && fileMatch) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(files.get(fileMatch[1] as string) ?? '');
      }
      json(res, 404, { error: { message: `no route ${req.method} ${url.pathname}` } });
    } catch (error) {
      json(res, 500, { error: { message: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    /** The next answers, in order; then valid answers (or `answerAll`'s). */
    enqueue: (...answers: FakeAnswer[]) => script.push(...answers),
    answerAll: (answer: ((request: ChatRequest) => FakeAnswer) | null) => {
      fallback = answer;
    },
    requests,
    batches: () => [...batches.values()],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
