import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage } from '../i18n/languages.js';
import type { OrderType } from '../orders/order-states.js';
import type { Notification, NotificationReason, OrderEvent } from './notifications.js';

/**
 * The words of a notification in every UI language, written once for the drawer and for the
 * e-mail the server sends in the recipient's language. Placeholders: {actor}, {orderType},
 * {orderNumber}, {name}, {link}.
 */
export type NotificationTexts = {
  orderTypes: Record<OrderType, string>;
  events: Record<OrderEvent, string>;
  reasons: Record<NotificationReason, string>;
  mailGreeting: string;
  mailLink: string;
  mailFooter: string;
};

export const notificationTexts: Record<UiLanguage, NotificationTexts> = {
  'en-US': {
    orderTypes: { SAMPLE: 'sample', PROMO: 'promo', WHOLESALE: 'wholesale' },
    events: {
      submitted: '{actor} submitted {orderType} order {orderNumber}',
      approved: '{actor} approved {orderType} order {orderNumber}',
      denied: '{actor} denied {orderType} order {orderNumber}',
      assigned: '{actor} assigned {orderType} order {orderNumber}',
      shipped: '{actor} shipped {orderType} order {orderNumber}',
      completed: '{actor} completed {orderType} order {orderNumber}',
      expired: 'Your {orderType} order {orderNumber} lapsed: no approver decided in time',
    },
    reasons: {
      requester: 'You requested this order.',
      awaitsReview: 'The order awaits your review.',
      coordinator: 'You coordinate this order.',
    },
    mailGreeting: 'Hello {name},',
    mailLink: 'Open the order: {link}',
    mailFooter: 'You receive this e-mail because of your part in this order in Stride.',
  },
  'de-DE': {
    orderTypes: { SAMPLE: 'Muster', PROMO: 'Promo', WHOLESALE: 'Großhandels' },
    events: {
      submitted: '{actor} hat die {orderType}bestellung {orderNumber} eingereicht',
      approved: '{actor} hat die {orderType}bestellung {orderNumber} genehmigt',
      denied: '{actor} hat die {orderType}bestellung {orderNumber} abgelehnt',
      assigned: '{actor} hat die {orderType}bestellung {orderNumber} zugewiesen',
      shipped: '{actor} hat die {orderType}bestellung {orderNumber} versandt',
      completed: '{actor} hat die {orderType}bestellung {orderNumber} abgeschlossen',
      expired: 'Ihre {orderType}bestellung {orderNumber} ist verfallen: niemand hat sie rechtzeitig genehmigt',
    },
    reasons: {
      requester: 'Sie haben diese Bestellung angefordert.',
      awaitsReview: 'Die Bestellung wartet auf Ihre Prüfung.',
      coordinator: 'Sie koordinieren diese Bestellung.',
    },
    mailGreeting: 'Hallo {name},',
    mailLink: 'Bestellung öffnen: {link}',
    mailFooter: 'Sie erhalten diese E-Mail wegen Ihrer Rolle bei dieser Bestellung in Stride.',
  },
  'es-ES': {
    orderTypes: { SAMPLE: 'de muestras', PROMO: 'promocional', WHOLESALE: 'mayorista' },
    events: {
      submitted: '{actor} envió el pedido {orderType} {orderNumber}',
      approved: '{actor} aprobó el pedido {orderType} {orderNumber}',
      denied: '{actor} rechazó el pedido {orderType} {orderNumber}',
      assigned: '{actor} asignó el pedido {orderType} {orderNumber}',
      shipped: '{actor} expidió el pedido {orderType} {orderNumber}',
      completed: '{actor} completó el pedido {orderType} {orderNumber}',
      expired: 'Su pedido {orderType} {orderNumber} caducó: ningún aprobador decidió a tiempo',
    },
    reasons: {
      requester: 'Usted solicitó este pedido.',
      awaitsReview: 'El pedido espera su revisión.',
      coordinator: 'Usted coordina este pedido.',
    },
    mailGreeting: 'Hola, {name}:',
    mailLink: 'Abrir el pedido: {link}',
    mailFooter: 'Recibe este correo por su papel en este pedido en Stride.',
  },
  'fr-FR': {
    orderTypes: { SAMPLE: "d'échantillons", PROMO: 'promotionnelle', WHOLESALE: 'de gros' },
    events: {
      submitted: '{actor} a soumis la commande {orderType} {orderNumber}',
      approved: '{actor} a approuvé la commande {orderType} {orderNumber}',
      denied: '{actor} a refusé la commande {orderType} {orderNumber}',
      assigned: '{actor} a attribué la commande {orderType} {orderNumber}',
      shipped: '{actor} a expédié la commande {orderType} {orderNumber}',
      completed: '{actor} a terminé la commande {orderType} {orderNumber}',
      expired: 'Votre commande {orderType} {orderNumber} a expiré : aucun approbateur n’a décidé à temps',
    },
    reasons: {
      requester: 'Vous avez demandé cette commande.',
      awaitsReview: 'La commande attend votre validation.',
      coordinator: 'Vous coordonnez cette commande.',
    },
    mailGreeting: 'Bonjour {name},',
    mailLink: 'Ouvrir la commande : {link}',
    mailFooter: 'Vous recevez cet e-mail en raison de votre rôle dans cette commande sur Stride.',
  },
  'it-IT': {
    orderTypes: { SAMPLE: 'di campioni', PROMO: 'promozionale', WHOLESALE: "all'ingrosso" },
    events: {
      submitted: "{actor} ha inviato l'ordine {orderType} {orderNumber}",
      approved: "{actor} ha approvato l'ordine {orderType} {orderNumber}",
      denied: "{actor} ha respinto l'ordine {orderType} {orderNumber}",
      assigned: "{actor} ha assegnato l'ordine {orderType} {orderNumber}",
      shipped: "{actor} ha spedito l'ordine {orderType} {orderNumber}",
      completed: "{actor} ha completato l'ordine {orderType} {orderNumber}",
      expired: 'Il tuo ordine {orderType} {orderNumber} è scaduto: nessun approvatore ha deciso in tempo',
    },
    reasons: {
      requester: 'Hai richiesto questo ordine.',
      awaitsReview: "L'ordine attende la tua revisione.",
      coordinator: 'Coordini questo ordine.',
    },
    mailGreeting: 'Ciao {name},',
    mailLink: "Apri l'ordine: {link}",
    mailFooter: 'Ricevi questa e-mail per il tuo ruolo in questo ordine su Stride.',
  },
  'pl-PL': {
    orderTypes: { SAMPLE: 'próbek', PROMO: 'promocyjne', WHOLESALE: 'hurtowe' },
    events: {
      submitted: '{actor} złożył(a) zamówienie {orderType} {orderNumber}',
      approved: '{actor} zatwierdził(a) zamówienie {orderType} {orderNumber}',
      denied: '{actor} odrzucił(a) zamówienie {orderType} {orderNumber}',
      assigned: '{actor} przydzielił(a) zamówienie {orderType} {orderNumber}',
      shipped: '{actor} wysłał(a) zamówienie {orderType} {orderNumber}',
      completed: '{actor} zrealizował(a) zamówienie {orderType} {orderNumber}',
      expired: 'Twoje zamówienie {orderType} {orderNumber} wygasło: nikt nie zatwierdził go na czas',
    },
    reasons: {
      requester: 'To Twoje zamówienie.',
      awaitsReview: 'Zamówienie czeka na Twoją ocenę.',
      coordinator: 'Koordynujesz to zamówienie.',
    },
    mailGreeting: 'Dzień dobry {name},',
    mailLink: 'Otwórz zamówienie: {link}',
    mailFooter: 'Otrzymujesz tę wiadomość ze względu na swoją rolę w tym zamówieniu w Stride.',
  },
  'pt-BR': {
    orderTypes: { SAMPLE: 'de amostras', PROMO: 'promocional', WHOLESALE: 'de atacado' },
    events: {
      submitted: '{actor} enviou o pedido {orderType} {orderNumber}',
      approved: '{actor} aprovou o pedido {orderType} {orderNumber}',
      denied: '{actor} recusou o pedido {orderType} {orderNumber}',
      assigned: '{actor} atribuiu o pedido {orderType} {orderNumber}',
      shipped: '{actor} despachou o pedido {orderType} {orderNumber}',
      completed: '{actor} concluiu o pedido {orderType} {orderNumber}',
      expired: 'Seu pedido {orderType} {orderNumber} expirou: nenhum aprovador decidiu a tempo',
    },
    reasons: {
      requester: 'Você solicitou este pedido.',
      awaitsReview: 'O pedido aguarda a sua revisão.',
      coordinator: 'Você coordena este pedido.',
    },
    mailGreeting: 'Olá, {name},',
    mailLink: 'Abrir o pedido: {link}',
    mailFooter: 'Você recebe este e-mail por causa do seu papel neste pedido no Stride.',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const textsFor = (language: string | null | undefined): NotificationTexts =>
  notificationTexts[isUiLanguage(language) ? language : DEFAULT_LANGUAGE];

type Described = Pick<Notification, 'event' | 'reason' | 'actorName'> & {
  order: Pick<Notification['order'], 'orderNumber' | 'type'>;
};

/** The notification's headline and the line saying why the reader is told. */
export const describeNotification = (language: string | null | undefined, notification: Described) => {
  const texts = textsFor(language);
  return {
    title: fill(texts.events[notification.event], {
      actor: notification.actorName,
      orderType: texts.orderTypes[notification.order.type],
      orderNumber: notification.order.orderNumber,
    }),
    reason: texts.reasons[notification.reason],
  };
};

/** The e-mail of a notification: the headline as subject, the reason and the order's link. */
export const notificationMail = (
  language: string | null | undefined,
  notification: Described & { recipientName: string; link: string },
) => {
  const texts = textsFor(language);
  const { title, reason } = describeNotification(language, notification);
  return {
    subject: `Stride: ${title}`,
    text: [
      fill(texts.mailGreeting, { name: notification.recipientName }),
      `${title}. ${reason}`,
      fill(texts.mailLink, { link: notification.link }),
      texts.mailFooter,
    ].join('\n\n'),
  };
};
