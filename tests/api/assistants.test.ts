import type { AssistantThread } from '@smartcrm/contracts';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const lastAssistant = (thread: AssistantThread) => thread.messages.filter((m) => m.role === 'assistant').at(-1)!;

describe('AI assistants with the built-in provider', () => {
  it('finds records, proposes a task, writes it only after confirmation, and keeps the audit trail', async () => {
    const { client, userId } = await signUpWorkspace('asst');
    const { body: jane } = await client.post('/api/contacts', {
      name: 'Jane Doe',
      email: 'jane@acme.test',
      company: 'Acme',
    });
    await client.post('/api/contacts', { name: 'Bob Acme', email: 'bob@acme.test', company: 'Acme' });

    const created = await client.post('/api/assistants/threads', { assistantId: 'sales-assistant' });
    expect(created.status).toBe(201);
    const threadId = created.body.id;

    const found = await client.post(`/api/assistants/threads/${threadId}/messages`, {
      content: 'find contacts at Acme',
    });
    expect(found.status).toBe(200);
    const answer = lastAssistant(found.body);
    expect(answer).toMatchObject({ builtIn: true, content: 'I found 2 contacts matching "Acme".' });
    expect(answer.references.map((r) => r.label).sort()).toEqual(['Bob Acme', 'Jane Doe']);

    const asked = await client.post(`/api/assistants/threads/${threadId}/messages`, {
      content: 'create a task to call Jane tomorrow',
    });
    const [action] = asked.body.actions;
    expect(action).toMatchObject({
      function: 'create_task',
      status: 'proposed',
      arguments: { title: 'Call Jane', dueDate: tomorrow(), contactId: jane.id },
      summary: `Create the task "Call Jane" due ${tomorrow()} for Jane Doe`,
    });
    // Proposed is not written: the task does not exist until the user confirms.
    expect((await client.get('/api/tasks?state=all')).body.items).toEqual([]);

    const confirmed = await client.post(`/api/assistants/actions/${action!.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.actions[0]).toMatchObject({ status: 'executed', userId });
    const tasks = (await client.get('/api/tasks?state=all')).body.items;
    expect(tasks).toMatchObject([
      { title: 'Call Jane', dueDate: tomorrow(), contactId: jane.id, assistantThreadId: threadId },
    ]);
    expect(confirmed.body.taskId).toBe(tasks[0]!.id);

    // A second confirm changes nothing.
    expect((await client.post(`/api/assistants/actions/${action!.id}/confirm`)).status).toBe(409);
    expect((await client.get('/api/tasks?state=all')).body.items).toHaveLength(1);

    const rejectedAsk = await client.post(`/api/assistants/threads/${threadId}/messages`, {
      content: 'log a note on Jane Doe: asked for a discount',
    });
    const note = rejectedAsk.body.actions.at(-1);
    await client.post(`/api/assistants/actions/${note!.id}/reject`);
    expect((await client.get(`/api/contacts/${jane.id}/activities?kind=note`)).body.items).toEqual([]);

    const audit = await client.get('/api/assistants/audit');
    expect(audit.body.items.map((a) => [a.function, a.status])).toEqual([
      ['log_note', 'rejected'],
      ['create_task', 'executed'],
    ]);
    const listed = await client.get('/api/assistants/threads');
    expect(listed.body.items).toMatchObject([{ id: threadId, title: 'find contacts at Acme' }]);

    // Deleting the conversation keeps the audit trail of what it did.
    expect((await client.request('DELETE', `/api/assistants/threads/${threadId}`)).status).toBe(200);
    expect((await client.get(`/api/assistants/threads/${threadId}`)).status).toBe(404);
    expect((await client.get('/api/assistants/audit')).body.items).toHaveLength(2);
  });

  it('attaches a thread to a task and updates a deal only when confirmed', async () => {
    const { client } = await signUpWorkspace('asdeal');
    const { body: deal } = await client.post('/api/deals', { title: 'Engine licence', value: 5_000, probability: 20 });
    const { body: task } = await client.post('/api/tasks', { title: 'Prepare renewal' });
    const { body: thread } = await client.post('/api/assistants/threads', { assistantId: 'pipeline-coach' });
    const asked = await client.post(`/api/assistants/threads/${thread.id}/messages`, {
      content: 'update the Engine licence deal probability to 80%',
    });
    const [action] = asked.body.actions;
    expect(action!.arguments).toEqual({ dealId: deal.id, probability: 80 });
    expect((await client.get(`/api/deals/${deal.id}`)).body.probability).toBe(20);
    await client.post(`/api/assistants/actions/${action!.id}/confirm`);
    expect((await client.get(`/api/deals/${deal.id}`)).body.probability).toBe(80);

    const attached = await client.post(`/api/assistants/threads/${thread.id}/attach`, { taskId: task.id });
    expect(attached.body.taskId).toBe(task.id);
    expect((await client.get(`/api/tasks/${task.id}`)).body.assistantThreadId).toBe(thread.id);

    const help = await client.post(`/api/assistants/threads/${thread.id}/messages`, { content: 'sing me a song' });
    expect(lastAssistant(help.body).content).toContain('No AI model is configured');
  });

  it("never reaches another workspace's records or another user's thread", async () => {
    const { client, slug, tenantId } = await signUpWorkspace('asiso');
    const other = await signUpWorkspace('asoth');
    await other.client.post('/api/contacts', { name: 'Secret Person', email: 'secret@other.test', company: 'Hidden' });
    const { body: thread } = await client.post('/api/assistants/threads', { assistantId: 'sales-assistant' });
    const search = await client.post(`/api/assistants/threads/${thread.id}/messages`, {
      content: 'find contacts at Hidden',
    });
    expect(lastAssistant(search.body)).toMatchObject({ content: 'No contact matches "Hidden".', references: [] });
    const note = await client.post(`/api/assistants/threads/${thread.id}/messages`, {
      content: 'log a note on Secret Person: hello',
    });
    expect(note.body.actions).toEqual([]);
    expect(lastAssistant(note.body).content).toBe('I could not find a contact matching "Secret Person".');

    expect((await other.client.get(`/api/assistants/threads/${thread.id}`)).status).toBe(404);
    const colleague = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    expect((await colleague.get(`/api/assistants/threads/${thread.id}`)).status).toBe(404);
    expect((await colleague.post(`/api/assistants/threads/${thread.id}/messages`, { content: 'hi' })).status).toBe(404);
    const empty = await client.post(`/api/assistants/threads/${thread.id}/messages`, { content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.details?.issues?.[0]?.path).toBe('body.content');
  });
});

/** What the assistant sends a model that can call tools, as far as these tests read it. */
interface ToolChatRequest {
  model: string;
  messages: { role: string; content: string | null }[];
  tools?: { function: { name: string } }[];
}

/** A tiny OpenAI-compatible server that answers with tool calls: search Jane, then create the task. */
async function startToolCallingModel() {
  const requests: ToolChatRequest[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString()) as ToolChatRequest;
  };
  const server = createServer(async (req, res) => {
    const body = await read(req);
    requests.push(body);
    const last = body.messages.at(-1)!;
    let message: { role: 'assistant'; content: string | null; tool_calls?: unknown[] };
    if (last.role === 'user') {
      message = { role: 'assistant', content: null, tool_calls: [call('c1', 'search_contacts', { query: 'Jane' })] };
    } else if (last.role === 'tool' && last.content?.includes('"contacts"')) {
      const contactId = JSON.parse(last.content!).contacts[0].id;
      message = {
        role: 'assistant',
        content: null,
        tool_calls: [call('c2', 'create_task', { title: 'Call Jane', contactId })],
      };
    } else {
      message = { role: 'assistant', content: 'Waiting for your confirmation.' };
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  });
  const call = (id: string, name: string, args: unknown) => ({
    id,
    type: 'function',
    function: { name, arguments: JSON.stringify(args) },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('AI assistants with an OpenAI-compatible model', () => {
  it('uses real tool calls: reads run at once, the write waits for confirmation', async () => {
    const model = await startToolCallingModel();
    try {
      const { client } = await signUpWorkspace('asmodel');
      await client.request('PUT', '/api/ai/provider', {
        baseUrl: model.baseUrl,
        apiKey: 'k',
        models: { medium: 'tool-model' },
      });
      const { body: jane } = await client.post('/api/contacts', { name: 'Jane Doe', email: 'jane@model.test' });
      const { body: thread } = await client.post('/api/assistants/threads', { assistantId: 'sales-assistant' });
      const asked = await client.post(`/api/assistants/threads/${thread.id}/messages`, {
        content: 'Please set up a call with Jane',
      });
      expect(asked.status).toBe(200);
      expect(model.requests[0]!.tools!.map((t) => t.function.name)).toEqual([
        'search_contacts',
        'search_deals',
        'create_task',
        'update_deal',
        'log_note',
      ]);
      expect(model.requests[1]!.messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'c1' });
      expect(asked.body.actions).toMatchObject([
        { function: 'create_task', status: 'proposed', summary: 'Create the task "Call Jane" for Jane Doe' },
      ]);
      expect(lastAssistant(asked.body)).toMatchObject({ builtIn: false, actionId: asked.body.actions[0]!.id });
      expect((await client.get('/api/tasks?state=all')).body.items).toEqual([]);

      await client.post(`/api/assistants/actions/${asked.body.actions[0]!.id}/confirm`);
      expect((await client.get('/api/tasks?state=all')).body.items).toMatchObject([
        { title: 'Call Jane', contactId: jane.id },
      ]);

      // The next turn replays the whole conversation, tool calls and results included.
      const seen = model.requests.length;
      await client.post(`/api/assistants/threads/${thread.id}/messages`, { content: 'thanks' });
      const replay = model.requests[seen]!.messages.map((m) => m.role);
      // greeting, ask, two tool calls with their results, the proposal, its outcome, the new message
      expect(replay).toEqual([
        'system',
        'assistant',
        'user',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
        'assistant',
        'user',
      ]);
    } finally {
      await model.stop();
    }
  });
});
