// @vitest-environment node
import { describe, expect, it } from 'vitest';
import deDE from '../../i18n/locales/de-DE.json';
import enUS from '../../i18n/locales/en-US.json';
import esES from '../../i18n/locales/es-ES.json';
import frFR from '../../i18n/locales/fr-FR.json';
import itIT from '../../i18n/locales/it-IT.json';
import plPL from '../../i18n/locales/pl-PL.json';
import ptBR from '../../i18n/locales/pt-BR.json';

describe("the products library's empty grid (spec part 1 §2 empty-grid messages)", () => {
  it("says the spec's text", () => {
    expect(enUS.productSearch.results.none).toBe('No results found for the filters applied in your location.');
  });

  it("says in every language what the assortment's product search says", () => {
    for (const catalogue of [enUS, deDE, esES, frFR, itIT, plPL, ptBR])
      expect(catalogue.productSearch.results.none).toBe(catalogue.assortmentGrid.empty.search);
  });
});
