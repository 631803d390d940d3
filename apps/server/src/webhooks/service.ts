import {
  WEBHOOK_DELIVERIES_SHOWN,
  type Webhook,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookUpdate,
} from '@stride/domain';
import type { AuditContext, AuditLog } from '../audit/audit-log.js';
import { randomToken } from '../platform/crypto/tokens.js';
import { invalidInput, notFound } from '../platform/errors.js';
import { checkWebhookUrl, RefusedWebhookAddress, type WebhookReach } from './address-guard.js';
import { presentDelivery, presentWebhook } from './presenter.js';
import type { WebhookPublishing } from './publish.js';
import type { WebhooksRepository } from './repository.js';

/** Every secret starts with this, so a secret scanner or a person can tell one in a log or a paste. */
const SECRET_PREFIX = 'whsec_';

/** The administrators' calls: register, change, remove an endpoint, read its deliveries, send it a ping. */
export const createWebhooksService = (deps: {
  repository: WebhooksRepository;
  publishing: WebhookPublishing;
  reach: WebhookReach;
  audit: AuditLog;
}) => {
  const { repository, audit } = deps;

  /** Refused at registration already, as it would be at every delivery. */
  const checkUrl = async (url: string) => {
    try {
      await checkWebhookUrl(new URL(url), deps.reach);
    } catch (error) {
      if (error instanceof RefusedWebhookAddress) throw invalidInput('url', error.message);
      throw error;
    }
  };

  const existing = async (id: string) => {
    const row = await repository.find(id);
    if (!row) throw notFound('Webhook');
    return row;
  };

  return {
    list: async (): Promise<Webhook[]> => (await repository.list()).map(presentWebhook),

    get: async (id: string): Promise<Webhook> => presentWebhook(await existing(id)),

    create: async (createdBy: string, request: WebhookCreate, context: AuditContext): Promise<WebhookCreated> => {
      await checkUrl(request.url);
      const secret = `${SECRET_PREFIX}${randomToken()}`;
      const row = await repository.create({ url: request.url, events: request.events, secret, createdBy });
      await audit.record({
        ...context,
        action: 'webhook.created',
        objectType: 'webhook',
        objectId: row.id,
        details: { url: row.url, events: row.events },
      });
      return { _id: row.id, secret };
    },

    /** Enabling an endpoint again clears its failures, so it gets 20 more tries before it is disabled again. */
    update: async (id: string, request: WebhookUpdate, context: AuditContext): Promise<Webhook> => {
      const before = await existing(id);
      if (request.url !== undefined) await checkUrl(request.url);
      const reenabled = request.enabled === true && !before.enabled;
      const row = await repository.update(id, {
        ...request,
        ...(reenabled ? { failuresInARow: 0, disabledAt: null } : {}),
      });
      if (!row) throw notFound('Webhook');
      await audit.record({
        ...context,
        action: 'webhook.changed',
        objectType: 'webhook',
        objectId: id,
        details: {
          before: { url: before.url, events: before.events, enabled: before.enabled },
          after: { url: row.url, events: row.events, enabled: row.enabled },
        },
      });
      return presentWebhook(row);
    },

    remove: async (id: string, context: AuditContext) => {
      const row = await existing(id);
      await repository.remove(id);
      await audit.record({
        ...context,
        action: 'webhook.deleted',
        objectType: 'webhook',
        objectId: id,
        details: { url: row.url },
      });
    },

    deliveries: async (id: string): Promise<WebhookDelivery[]> => {
      await existing(id);
      return (await repository.deliveries(id, WEBHOOK_DELIVERIES_SHOWN)).map(presentDelivery);
    },

    sendTest: async (id: string) => {
      await existing(id);
      return { eventId: await deps.publishing.ping(id) };
    },
  };
};

export type WebhooksService = ReturnType<typeof createWebhooksService>;
