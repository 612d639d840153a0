import { EventEnvelope, eventTypeFilter } from '@smartcrm/contracts';
import type { AiRuntime } from '../ai-runtime';

/**
 * Every ai instance listens (a plain subscription, no queue group) for ai.settings.changed and
 * drops its cached preferences and provider of that workspace, so a change made through one
 * instance holds on all of them at once.
 */
export function startSettingsSync(ai: AiRuntime) {
  const decoder = new TextDecoder();
  const subscription = ai.nc.subscribe(eventTypeFilter('ai.settings.changed'), {
    callback: (error, message) => {
      if (error) return ai.log.warn({ err: error }, 'settings change subscription failed');
      const parsed = EventEnvelope.safeParse(JSON.parse(decoder.decode(message.data)));
      if (!parsed.success) return;
      ai.preferences.forget(parsed.data.tenantId);
      ai.resolver.forget(parsed.data.tenantId);
    },
  });
  ai.shutdown.add('settings sync', async () => subscription.unsubscribe());
}
