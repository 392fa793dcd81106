import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lendingSetup, type LendingSetup } from '../../../test/support/lending.js';
import { signedInTenant } from '../../../test/support/signedInTenant.js';
import { startChatStandIn, type ChatStandInServer } from '../../integrations/chat/chatStandIn.js';
import { jobHandlers } from '../../jobs/jobHandlers.js';
import { createJobRunner, type JobRunner } from '../../jobs/jobRunner.js';
import { notifyChannels } from './chatNotifications.js';

const TELEGRAM_TOKEN = '123456:telegram-token-planted';
const SLACK_TOKEN = 'xoxb-slack-token-planted';

describe('team channels told of issued quotes and failed decisions', () => {
  const env = signedInTenant('chat');
  const { call } = env;
  let chat: ChatStandInServer;
  let runner: JobRunner;
  let lending: LendingSetup;

  /** Saves the tenant's instant-messaging integrations: Telegram and Slack bots on the stand-in. */
  const useChannels = async (telegramToken = TELEGRAM_TOKEN, slackEnabled = true) => {
    const { body } = await call('GET', '/api/tenant/settings');
    const { profile: _profile, config: _config, ...settings } = body as Record<string, unknown>;
    const bot = (provider: string, name: string, botToken: string, channelId: string, enabled = true) => ({
      type: 'INSTANT_MESSAGING',
      provider,
      name,
      enabled,
      settings: { botToken, channelId, apiUrl: chat.url },
    });
    const saved = await call('PUT', '/api/tenant/settings', {
      ...settings,
      integrations: [
        bot('TELEGRAM', 'Underwriting alerts', telegramToken, '-1001234567890'),
        bot('SLACK', 'Lending channel', SLACK_TOKEN, 'C0LENDING', slackEnabled),
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  const jobsOf = () =>
    env.server.db.withTenant(env.tenant.id, async (tx) => {
      const { rows } = await tx.query<{ state: string; last_error: string | null }>(
        `select state, last_error from job where kind = 'post-chat-message' order by created_at`,
      );
      return rows;
    });

  beforeAll(async () => {
    lending = await lendingSetup(env, 'chat');
    chat = await startChatStandIn();
    await useChannels();
    runner = createJobRunner({ db: env.server.db, handlers: jobHandlers(env.server), retryDelayMs: 0 });
  });
  afterAll(async () => {
    await runner.stop();
    await chat.close();
  });

  it('posts to every enabled channel by its bot API when a loan application is issued', async () => {
    const lent = await lending.lend(await lending.approve((await lending.savedApplication()).id));
    expect(lent.status).toBe(200);
    const { quoteNr } = (lent.body as { quote: { quoteNr: string } }).quote;
    await runner.runDue();
    const text = `${quoteNr} issued: Consumer loan, ${lending.borrower.name}`;
    expect(chat.posted).toEqual(
      expect.arrayContaining([
        { provider: 'TELEGRAM', botToken: TELEGRAM_TOKEN, channelId: '-1001234567890', text },
        { provider: 'SLACK', botToken: SLACK_TOKEN, channelId: 'C0LENDING', text },
      ]),
    );
    expect(chat.posted).toHaveLength(2);
  });

  it('words a failed decision run in the tenant’s language, and leaves a disabled channel out', async () => {
    chat.posted.length = 0;
    await useChannels(TELEGRAM_TOKEN, false);
    await env.server.db.withTenant(env.tenant.id, async (tx) => {
      await tx.query(`update tenant_settings set settings = jsonb_set(settings, '{locale}', '"lv-LV"')`);
      await notifyChannels(
        tx,
        env.tenant.id,
        'decisionRunFailed',
        { decision: 'Reject risky', failed: 2, matched: 5 },
        new Date(),
      );
      await tx.query(`update tenant_settings set settings = jsonb_set(settings, '{locale}', '"en-GB"')`);
    });
    await runner.runDue();
    expect(chat.posted).toEqual([
      {
        provider: 'TELEGRAM',
        botToken: TELEGRAM_TOKEN,
        channelId: '-1001234567890',
        text: 'Lēmums „Reject risky”: 2 no 5 neizdevās izlemt',
      },
    ]);
  });

  it('retries a refused post and keeps the bot token out of the recorded failure', async () => {
    chat.posted.length = 0;
    await useChannels('refused', false);
    await env.server.db.withTenant(env.tenant.id, (tx) =>
      notifyChannels(
        tx,
        env.tenant.id,
        'decisionRunFailed',
        { decision: 'x', failed: 1, matched: 1 },
        new Date(),
      ),
    );
    for (let run = 0; run < 3; run += 1) await runner.runDue();
    const failed = (await jobsOf()).at(-1);
    expect(failed).toMatchObject({ state: 'FAILED' });
    expect(failed?.last_error).toContain('TELEGRAM answered 401');
    expect(JSON.stringify(await jobsOf())).not.toContain(TELEGRAM_TOKEN);
    expect(chat.posted).toEqual([]);
  });
});
