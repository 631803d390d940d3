import type { LineStatus } from '../products/product-constants.js';
import { DEFAULT_LANGUAGE, isUiLanguage, type UiLanguage, uiLanguages } from './languages.js';

/** Labels of documents the server draws (tearsheets), in every UI language. */
export type DocumentLabels = {
  location: string;
  wholesale: string;
  suggestedRetail: string;
  lineStatus: string;
  firstAvailable: string;
  sizeRange: string;
  sizeScale: string;
  components: string;
  generated: string;
  lineStatuses: Record<LineStatus, string>;
};

export const documentLabels: Record<UiLanguage, DocumentLabels> = {
  'en-US': {
    location: 'Location',
    wholesale: 'Wholesale',
    suggestedRetail: 'Suggested retail',
    lineStatus: 'Line status',
    firstAvailable: 'First available',
    sizeRange: 'Size range',
    sizeScale: 'Size scale',
    components: 'Colour / material',
    generated: 'Generated',
    lineStatuses: { A: 'Active', R: 'Reduced', O: 'Outlet', D: 'Discontinued', C: 'Cancelled', H: 'On hold' },
  },
  'de-DE': {
    location: 'Standort',
    wholesale: 'Großhandelspreis',
    suggestedRetail: 'UVP',
    lineStatus: 'Linienstatus',
    firstAvailable: 'Erstmals verfügbar',
    sizeRange: 'Größenbereich',
    sizeScale: 'Größenskala',
    components: 'Farbe / Material',
    generated: 'Erstellt',
    lineStatuses: {
      A: 'Aktiv',
      R: 'Reduziert',
      O: 'Restposten',
      D: 'Ausgelaufen',
      C: 'Storniert',
      H: 'Zurückgestellt',
    },
  },
  'es-ES': {
    location: 'Ubicación',
    wholesale: 'Precio mayorista',
    suggestedRetail: 'PVP recomendado',
    lineStatus: 'Estado de línea',
    firstAvailable: 'Primera disponibilidad',
    sizeRange: 'Rango de tallas',
    sizeScale: 'Escala de tallas',
    components: 'Color / material',
    generated: 'Generado',
    lineStatuses: { A: 'Activo', R: 'Rebajado', O: 'Liquidación', D: 'Descatalogado', C: 'Cancelado', H: 'En espera' },
  },
  'fr-FR': {
    location: 'Zone',
    wholesale: 'Prix de gros',
    suggestedRetail: 'Prix de vente conseillé',
    lineStatus: 'Statut de ligne',
    firstAvailable: 'Première disponibilité',
    sizeRange: 'Gamme de pointures',
    sizeScale: 'Échelle de pointures',
    components: 'Coloris / matière',
    generated: 'Généré le',
    lineStatuses: { A: 'Actif', R: 'Réduit', O: 'Déstockage', D: 'Arrêté', C: 'Annulé', H: 'En attente' },
  },
  'it-IT': {
    location: 'Area',
    wholesale: 'Prezzo all’ingrosso',
    suggestedRetail: 'Prezzo consigliato',
    lineStatus: 'Stato linea',
    firstAvailable: 'Prima disponibilità',
    sizeRange: 'Gamma taglie',
    sizeScale: 'Scala taglie',
    components: 'Colore / materiale',
    generated: 'Generato il',
    lineStatuses: { A: 'Attivo', R: 'Ridotto', O: 'Stock', D: 'Fuori produzione', C: 'Annullato', H: 'In sospeso' },
  },
  'pl-PL': {
    location: 'Lokalizacja',
    wholesale: 'Cena hurtowa',
    suggestedRetail: 'Sugerowana cena detaliczna',
    lineStatus: 'Status linii',
    firstAvailable: 'Pierwsza dostępność',
    sizeRange: 'Zakres rozmiarów',
    sizeScale: 'Skala rozmiarów',
    components: 'Kolor / materiał',
    generated: 'Wygenerowano',
    lineStatuses: { A: 'Aktywny', R: 'Przeceniony', O: 'Wyprzedaż', D: 'Wycofany', C: 'Anulowany', H: 'Wstrzymany' },
  },
  'pt-BR': {
    location: 'Local',
    wholesale: 'Preço de atacado',
    suggestedRetail: 'Preço sugerido',
    lineStatus: 'Status da linha',
    firstAvailable: 'Primeira disponibilidade',
    sizeRange: 'Grade de tamanhos',
    sizeScale: 'Escala de tamanhos',
    components: 'Cor / material',
    generated: 'Gerado em',
    lineStatuses: {
      A: 'Ativo',
      R: 'Reduzido',
      O: 'Ponta de estoque',
      D: 'Descontinuado',
      C: 'Cancelado',
      H: 'Em espera',
    },
  },
};

/**
 * The language of a server-drawn document: the one asked for, else the first of the browser's
 * Accept-Language that we speak (by full tag, then by language), else en-US.
 */
export const documentLanguage = (asked: string | undefined, acceptLanguage: string | undefined): UiLanguage => {
  if (isUiLanguage(asked)) return asked;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    const exact = uiLanguages.find((language) => language.toLowerCase() === tag);
    const sameLanguage = uiLanguages.find((language) => language.slice(0, 2) === tag.slice(0, 2));
    if (exact ?? sameLanguage) return (exact ?? sameLanguage) as UiLanguage;
  }
  return DEFAULT_LANGUAGE;
};
