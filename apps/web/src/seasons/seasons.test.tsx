// @vitest-environment jsdom

import type { User } from '@stride/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithManager, setUpManagerTests } from '../assortments/manager/test-fixtures';
import { sessionStore } from '../shared/session/session-store';
import { toasts } from '../shared/toasts/toast-store';
import { SeasonCard } from './components/SeasonCard';
import { SeasonDialog } from './components/SeasonDialog';
import { SeasonFileField } from './components/SeasonFileField';
import { SeasonsLibraryPage } from './pages/SeasonsLibraryPage';
import SeasonsManagerPage from './pages/SeasonsManagerPage';
import { fakeSeasonsApi, seasonAnswer } from './test-fixtures';

setUpManagerTests();

const choose = async (scope: HTMLElement, field: string, option: string) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('season cards', () => {
  it('show season plus year, the cover thumbnail, each region once, and link to the landing page', () => {
    renderWithManager(
      <SeasonCard
        season={seasonAnswer(1)}
        to="/product/libraries/internal/landing-wholesale?season=Spring&year=2027"
      />,
    );
    const card = screen.getByRole('article', { name: 'Spring 2027' });
    expect(within(card).getByRole('heading', { name: 'Spring 2027' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Cover of Spring 2027' }).getAttribute('src')).toContain(
      '/files/preview',
    );
    const regions = within(card).getByLabelText('Regions');
    expect(
      within(regions)
        .getAllByText(/Domestic|Europe/)
        .map((chip) => chip.textContent),
    ).toEqual(['Domestic', 'Europe']);
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/product/libraries/internal/landing-wholesale?season=Spring&year=2027',
    );
    expect(within(card).queryByText('Live')).toBeNull();
  });

  it('say when a season has no cover yet, and show Preparation and the customer logo', () => {
    const season = seasonAnswer(2, { status: 'Preparation', previewUrl: null, customerLogoUrl: '/logo.png' });
    renderWithManager(<SeasonCard season={season} />);
    expect(screen.getByText('No cover yet')).toBeTruthy();
    expect(screen.getByText('Preparation')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Customer logo of Spring 2027' })).toBeTruthy();
  });
});

describe('season cover upload', () => {
  it('refuses a file that is neither a picture nor a PDF before announcing it', async () => {
    const api = fakeSeasonsApi(() => undefined);
    renderWithManager(
      <SeasonFileField
        seasonId={seasonAnswer(7).id}
        usageType="seasonCover"
        current="none"
        uploadLabel="Upload cover"
        onUploaded={() => undefined}
      />,
    );
    const input = screen.getByTestId('season-file-seasonCover');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('A cover must be a picture or a PDF.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe("'New season'", { timeout: 20_000 }, () => {
  const open = () => {
    renderWithManager(
      <SeasonDialog
        target={{ mode: 'create', channel: 'Retail' }}
        channels={['Wholesale', 'Retail']}
        onClose={() => undefined}
      />,
    );
    return screen.getByRole('dialog', { name: 'New season' });
  };

  it('says what is wrong with the year and the sets before sending anything', async () => {
    const api = fakeSeasonsApi(() => undefined);
    const dialog = open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Year' }), { target: { value: '1999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add season set' }));
    const [first, second] = within(dialog).getAllByRole('group');
    fireEvent.change(within(first!).getByRole('textbox', { name: 'Short name' }), { target: { value: 'SP27 DOM' } });
    fireEvent.change(within(second!).getByRole('textbox', { name: 'Short name' }), { target: { value: 'sp27 dom' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    expect(within(dialog).getByText('Please enter a year from 2000 to 2100.')).toBeTruthy();
    expect(within(dialog).getAllByText('Another set has this short name.')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove season set 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove season set 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    expect(within(dialog).getByText('A season needs at least one season set.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("creates the season with its sets and says 'Season created succesfully'", async () => {
    const show = vi.spyOn(toasts, 'show');
    const api = fakeSeasonsApi((call) => (call.method === 'POST' ? { body: seasonAnswer(3) } : undefined));
    const dialog = open();
    await choose(dialog, 'Season', 'Fall');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Year' }), { target: { value: '2028' } });
    const row = within(dialog).getByRole('group', { name: 'Season set 1' });
    fireEvent.change(within(row).getByRole('textbox', { name: 'Short name' }), {
      target: { value: ' FA28 INTL APP ' },
    });
    await choose(row, 'Region', 'International');
    await choose(row, 'Method', 'Dynamic');
    await choose(row, 'Product type', 'Apparel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ type: 'success', message: 'Season created succesfully' }));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/assortmentSeasons',
        body: {
          season: 'Fall',
          year: 2028,
          channel: 'Retail',
          status: 'Preparation',
          seasonSets: [
            {
              shortName: ' FA28 INTL APP ',
              region: 'International',
              orgType: 'internal',
              method: 'dynamic',
              productType: 'Apparel',
            },
          ],
        },
      },
    ]);
  });

  it("shows the server's refusal of a season that exists, in the user's words", async () => {
    fakeSeasonsApi(() => ({
      status: 409,
      body: {
        messageCode: 'ITS_BE_ERROR_CONFLICT',
        message: 'exists',
        messageData: { reason: 'seasonExists', season: 'Spring', year: 2028, channel: 'Retail' },
      },
    }));
    const dialog = open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Year' }), { target: { value: '2028' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Short name' }), { target: { value: 'SP28' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    expect(
      await within(dialog).findByText('Spring 2028 already exists for Retail. Please choose another season or year.'),
    ).toBeTruthy();
  });
});

describe('seasons pages', { timeout: 20_000 }, () => {
  it('show the Live seasons of the channel as cards leading to their landing pages', async () => {
    const api = fakeSeasonsApi((call) =>
      call.path === '/api/assortmentSeasons/Retail/live'
        ? { body: [seasonAnswer(4, { channel: 'Retail', season: 'Fall', year: 2026 })] }
        : undefined,
    );
    renderWithManager(<SeasonsLibraryPage channel="Retail" />, '/product/libraries/internal/seasons-retail');
    expect(screen.getByRole('heading', { name: 'Retail Assortments' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Fall 2026' });
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/product/libraries/internal/landing-retail?season=Fall&year=2026',
    );
    expect(api.calls[0]?.path).toBe('/api/assortmentSeasons/Retail/live');
  });

  it("say 'Cannot load …' with the path and the server's message when the seasons do not load", async () => {
    const show = vi.spyOn(toasts, 'show');
    fakeSeasonsApi(() => ({ status: 403, body: { messageCode: 'ITS_BE_ERROR_FORBIDDEN', message: 'No way' } }));
    renderWithManager(<SeasonsLibraryPage channel="Wholesale" />, '/product/libraries/internal/seasons-wholesale');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({
        type: 'error',
        message: expect.stringMatching(/^Cannot load '\/api\/assortmentSeasons\/Wholesale\/live' - /),
      }),
    );
  });
});

describe('seasons manager', { timeout: 20_000 }, () => {
  it("filters the channel's seasons by status and changes one set's state", async () => {
    sessionStore.set((state) => ({
      ...state,
      state: 'loggedIn',
      user: {
        permissions: [{ domain: 'internalAssortments', role: 'adminEditor', scopes: { channel: 'Wholesale' } }],
      } as unknown as User,
    }));
    const live = seasonAnswer(5);
    const archived = seasonAnswer(6, { season: 'Fall', year: 2025, status: 'Archived' });
    const api = fakeSeasonsApi((call) => {
      if (call.path === '/api/assortmentSeasons/Wholesale/manage') return { body: [live, archived] };
      if (call.method === 'PATCH') return { body: live };
      if (call.path === '/api/assortments') return { body: { totalCount: 0, data: [] } };
      return undefined;
    });
    renderWithManager(<SeasonsManagerPage />, '/product/assortments/seasons/manage');
    expect(await screen.findByRole('article', { name: 'Fall 2025' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Retail' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.queryByRole('article', { name: 'Spring 2027' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    const card = screen.getByRole('article', { name: 'Spring 2027' });
    await choose(card, 'State of SP27 EUR APP', 'Live');
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PATCH',
          path: `/api/assortmentSeasons/${live.id}/${live.seasonSets[1]!.id}`,
          body: { state: 'Live' },
        },
      ]),
    );
    sessionStore.set((state) => ({ ...state, state: 'loggedOut', user: null }));
  });
});
