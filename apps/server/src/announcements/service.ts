import {
  type AnnouncementCreate,
  type AnnouncementPatch,
  accessRules,
  announcementDocumentLabels,
  checkAccess,
  formatPickerDate,
  type UiLanguage,
  type User,
} from '@stride/domain';
import { notFound } from '../platform/errors.js';
import { renderAnnouncementPdf } from './announcement-pdf.js';
import { presentAnnouncement } from './presenter.js';
import type { AnnouncementsRepository } from './repository.js';

/** Part 2 §7.9: the dashboard feed ("charts"), edited by advertising editors. */
export const createAnnouncementsService = (deps: {
  announcements: AnnouncementsRepository;
  bypassPermissions: boolean;
}) => {
  const { announcements } = deps;
  /** Drafts (unpublished announcements) are for the people who edit them. */
  const seesDrafts = (user: User) =>
    checkAccess(user, accessRules.manageAdvertisingAssets, { bypassPermissions: deps.bypassPermissions });

  return {
    /** The newest; `published` undefined: drafts too, for editors (others see published ones only). */
    latest: async (user: User, published: boolean | undefined) =>
      (await announcements.latest({ published: seesDrafts(user) ? published : true })).map(presentAnnouncement),

    create: async (fields: AnnouncementCreate) => presentAnnouncement(await announcements.create(fields)),

    update: async (id: string, patch: AnnouncementPatch) => {
      const updated = await announcements.update(id, patch);
      if (!updated) throw notFound('Announcement');
      return presentAnnouncement(updated);
    },

    remove: async (id: string) => {
      if (!(await announcements.remove(id))) throw notFound('Announcement');
    },

    /** The announcement as a pdf labelled in `language`; `origin` makes the site's paths full addresses. */
    pdf: async (user: User, id: string, language: UiLanguage, origin: string) => {
      const row = await announcements.findById(id);
      if (!row || (!row.published && !seesDrafts(user))) throw notFound('Announcement');
      const publishedAt = row.published ? row.publishedAt : null;
      const pdf = await renderAnnouncementPdf({
        title: row.title,
        body: row.body,
        // A pdf reader opens links outside the app, so paths of the site become full addresses.
        link: row.link?.startsWith('/') ? `${origin}${row.link}` : row.link,
        publishedOn: publishedAt
          ? formatPickerDate({
              year: publishedAt.getUTCFullYear(),
              month: publishedAt.getUTCMonth(),
              day: publishedAt.getUTCDate(),
            })
          : null,
        labels: announcementDocumentLabels[language],
      });
      return { pdf, filename: `announcement-${row.id}.pdf` };
    },
  };
};

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
