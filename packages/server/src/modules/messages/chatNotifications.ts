import { chatMessage, type ChatMessageKey } from '@coverline/engine';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/database.js';
import { postToChat, type ChatChannel } from '../../integrations/chat/chatClients.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import type { ClaimedJob, StagedJobHandler } from '../../jobs/jobRunner.js';
import { secretsOf, type StoredIntegration } from '../tenantSettings/integrationSecrets.js';
import { readSettings } from '../tenantSettings/service.js';
import { lazyCipher } from '../tenantSettings/enabledIntegration.js';

/** The job that posts one message to one instant-messaging integration's channel. */
export const POST_CHAT_MESSAGE = 'post-chat-message';

/**
 * Tells the tenant's team channels (every enabled instant-messaging integration) about an event, in the
 * tenant's language: one job per channel, committed with the event, so a slow or failing bot API never
 * holds up the work that caused it and each channel is retried on its own.
 */
export async function notifyChannels(
  tx: Tx,
  tenantId: string,
  key: ChatMessageKey,
  params: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const settings = await readSettings(tx);
  const channels = (settings.integrations ?? []).filter(
    (integration) => integration.type === 'INSTANT_MESSAGING' && integration.enabled,
  );
  if (channels.length === 0) return;
  const text = chatMessage(key, params, settings.locale);
  for (const channel of channels) {
    await enqueueJob(
      tx,
      tenantId,
      { kind: POST_CHAT_MESSAGE, payload: { integrationId: channel.id, text } },
      now,
    );
  }
}

/** Posts a queued message to its integration's channel, the bot token unsealed; a failure fails the job (retried). */
export function postChatMessageJob({ db, config }: { db: Database; config: Config }): StagedJobHandler<null> {
  const cipherOf = lazyCipher(config);
  return {
    async prepare(job: ClaimedJob) {
      const { integrationId, text } = job.payload as { integrationId: string; text: string };
      const integration = await db.withTenant(job.tenantId, async (tx) =>
        ((await readSettings(tx)).integrations ?? []).find(
          (each) => each.id === integrationId && each.type === 'INSTANT_MESSAGING' && each.enabled,
        ),
      );
      // Switched off or removed since: nothing to post.
      if (integration === undefined) return null;
      const settings = {
        ...integration.settings,
        ...secretsOf(integration as StoredIntegration, await cipherOf(), job.tenantId),
      };
      const channel: ChatChannel = {
        provider: integration.provider as ChatChannel['provider'],
        ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
        botToken: settings.botToken ?? '',
        channelId: settings.channelId ?? '',
      };
      await postToChat(channel, text);
      return null;
    },
    finish: async () => null,
    discard: async () => undefined,
  };
}
