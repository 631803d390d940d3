// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { showroomConfigPath } from '../showroom-paths';
import { SHOWROOM_ID } from '../test-fixtures';
import ShowroomConfigPage from './ShowroomConfigPage';

const gridSettings = { sortOrder: [], groupIsEnabled: true, customSort: {}, columns: [] };
const assortment = {
  _id: SHOWROOM_ID,
  title: 'Spring Showroom',
  method: 'static',
  uiSettings: { gridSettings, groupSettings: { groupBy: 'gender' } },
};

const renderConfig = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[showroomConfigPath(SHOWROOM_ID)]}>
        <Routes>
          <Route
            path="/product/assortments/assortment/:assortmentId/showroom-config"
            element={<ShowroomConfigPage />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('showroom settings page', { timeout: 20_000 }, () => {
  it('saves the settings into uiSettings.digitalShowroomSettings, keeping the grid settings', async () => {
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          patches.push(body);
          return Response.json({ ...assortment, ...body });
        }
        return Response.json(assortment);
      }),
    );
    renderConfig();
    const background = await screen.findByRole('textbox', { name: 'Background colour' });
    expect((background as HTMLInputElement).value).toBe('#e8f5e9');
    fireEvent.change(background, { target: { value: 'green' } });
    expect(screen.getByText('Write the colour as #RRGGBB, e.g. #e8f5e9.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Light green (default)' }));

    fireEvent.click(screen.getByRole('radio', { name: 'Search all lines' }));
    fireEvent.click(screen.getByRole('switch', { name: /Assortment status only/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      uiSettings: {
        gridSettings,
        groupSettings: { groupBy: 'gender' },
        digitalShowroomSettings: {
          startScreen: 'searchAll',
          assortmentStatusOnly: true,
          background: '#e8f5e9',
          showPrices: true,
          showAvailability: false,
        },
      },
    });
  });

  it("sets up a dynamic assortment's showroom too, saying its lines are read from the catalogue when it opens", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...assortment, method: 'dynamic' })),
    );
    renderConfig();
    expect(await screen.findByRole('textbox', { name: 'Background colour' })).toBeTruthy();
    expect(screen.getByText(/A dynamic assortment’s lines are its search/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
