import type { AssistantFunctionName, RpcContext, assistants } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';
import { parseIntent } from './assistant-intents';
import type { AssistantFunctions } from './assistant-functions';
import { summariseAction } from './assistant-summary';
import type { Turn } from './assistant-turn';

type Assistant = (typeof assistants)[number];

const examples: Record<AssistantFunctionName, string> = {
  search_contacts: '"find contacts at Acme"',
  search_deals: '"show open deals with Acme"',
  create_task: '"create a task to call Jane tomorrow"',
  update_deal: '"update the Acme deal probability to 80%"',
  log_note: '"log a note on Jane Doe: asked for pricing"',
};

export const helpText = (assistant: Assistant) =>
  `No AI model is configured, so I follow built-in rules and understand simple requests such as ${assistant.functions
    .map((f) => examples[f])
    .join(', ')}.`;

const reply = (content: string, extra: Partial<Turn['messages'][number]> = {}): Turn => ({
  messages: [{ role: 'assistant', content, builtIn: true, ...extra }],
});

/**
 * The built-in provider's answer: rule-based intent parsing, names resolved to records with
 * the user's own searches, reads answered at once and writes proposed for confirmation.
 */
export async function builtInTurn(
  request: string,
  assistant: Assistant,
  deps: { rpc: RpcClient; functions: AssistantFunctions; today: string },
  ctx: RpcContext,
): Promise<Turn> {
  const { rpc, functions } = deps;
  const intent = parseIntent(request, deps.today);
  const allowed = (assistant.functions as readonly string[]).includes(intent.function);
  if (intent.function === 'help' || !allowed) return reply(helpText(assistant));

  const findContact = async (hint: string) =>
    (await rpc.call('crm.contacts.list', { search: hint, limit: 1 }, ctx)).items[0];
  const findDeal = async (hint: string) => {
    if (hint.length < 2) return undefined;
    const hit = (await rpc.call('crm.search.global', { q: hint, types: ['deal'], limit: 1 }, ctx)).hits[0];
    return hit ? { id: hit.id, title: hit.title } : undefined;
  };
  const propose = (
    fn: AssistantFunctionName,
    args: Record<string, unknown>,
    labels: { contact?: string; deal?: string },
  ): Turn => ({
    messages: [],
    proposal: { fn, args, summary: summariseAction(fn, args, labels) },
  });

  switch (intent.function) {
    case 'search_contacts':
    case 'search_deals': {
      const args =
        intent.function === 'search_contacts'
          ? { query: intent.query }
          : { query: intent.query, status: intent.status };
      const result = await functions.read(intent.function, args, ctx);
      return reply(result.text, { references: result.references });
    }
    case 'create_task': {
      const contact = intent.contactHint ? await findContact(intent.contactHint) : undefined;
      const args = {
        title: intent.title,
        ...(intent.dueDate ? { dueDate: intent.dueDate } : {}),
        ...(intent.priority ? { priority: intent.priority } : {}),
        ...(contact ? { contactId: contact.id } : {}),
      };
      return propose('create_task', args, contact ? { contact: contact.name } : {});
    }
    case 'update_deal': {
      const deal = await findDeal(intent.dealHint);
      if (!deal) return reply(`I could not find a deal matching "${intent.dealHint}".`);
      const { dealHint: _hint, function: _fn, ...changes } = intent;
      return propose('update_deal', { dealId: deal.id, ...changes }, { deal: deal.title });
    }
    case 'log_note': {
      if (intent.on === 'deal') {
        const deal = await findDeal(intent.hint);
        if (!deal) return reply(`I could not find a deal matching "${intent.hint}".`);
        return propose('log_note', { dealId: deal.id, body: intent.body }, { deal: deal.title });
      }
      const contact = await findContact(intent.hint);
      if (!contact) return reply(`I could not find a contact matching "${intent.hint}".`);
      return propose('log_note', { contactId: contact.id, body: intent.body }, { contact: contact.name });
    }
  }
}
