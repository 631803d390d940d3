import type { AppConfig } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { createOrderNotifier } from './order-notifier.js';
import { createNotificationsRepository } from './repository.js';
import { registerNotificationRoutes } from './routes.js';
import { createNotificationsService } from './service.js';

/** Registers the notification calls; answers `notifyOrderEvent` for the orders feature. */
export const setupNotifications = (
  app: App,
  deps: { db: Database; mailer: Mailer; config: Pick<AppConfig, 'publicUrl'> },
) => {
  const notifications = createNotificationsRepository(deps.db);
  registerNotificationRoutes(app, createNotificationsService({ db: deps.db, notifications }));
  return { notifyOrderEvent: createOrderNotifier({ mailer: deps.mailer, publicUrl: deps.config.publicUrl }) };
};
