// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnconfiguredRoute } from './UnconfiguredRoute';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const visit = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="*" element={<UnconfiguredRoute />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a path no route is configured for (spec part 1 §2, part 2 §8.8)', () => {
  it('goes to the default page and says in the console which path had no route', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('No route is configured for this path', '/no/such/page');
  });

  it('sends the root there too, without an error: that is its configured place', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });
});
