import type { UiLanguage } from '../i18n/languages.js';

/** Labels of the announcement pdf, in every UI language. */
export type AnnouncementDocumentLabels = {
  announcement: string;
  published: string;
  notPublished: string;
  link: string;
};

export const announcementDocumentLabels: Record<UiLanguage, AnnouncementDocumentLabels> = {
  'en-US': { announcement: 'Announcement', published: 'Published', notPublished: 'Not published', link: 'Link' },
  'de-DE': {
    announcement: 'Ankündigung',
    published: 'Veröffentlicht',
    notPublished: 'Nicht veröffentlicht',
    link: 'Link',
  },
  'es-ES': { announcement: 'Anuncio', published: 'Publicado', notPublished: 'No publicado', link: 'Enlace' },
  'fr-FR': { announcement: 'Annonce', published: 'Publiée', notPublished: 'Non publiée', link: 'Lien' },
  'it-IT': { announcement: 'Annuncio', published: 'Pubblicato', notPublished: 'Non pubblicato', link: 'Link' },
  'pl-PL': {
    announcement: 'Ogłoszenie',
    published: 'Opublikowano',
    notPublished: 'Nieopublikowane',
    link: 'Odnośnik',
  },
  'pt-BR': { announcement: 'Comunicado', published: 'Publicado', notPublished: 'Não publicado', link: 'Link' },
};
