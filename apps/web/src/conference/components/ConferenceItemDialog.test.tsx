// @vitest-environment jsdom
import type { ConferenceItem, Permission, User } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { sessionStore } from '../../shared/session/session-store';
import { ConferenceItemDialog } from './ConferenceItemDialog';

vi.mock('../../uploads/http-upload-transport', () => ({
  httpUploadTransport: {
    create: async () => ({ uploadId: 'upload-1', urls: ['/api/upload/part/1'] }),
    putPart: async (_url: string, body: Blob, _signal: AbortSignal, onProgress: (loaded: number) => void) => {
      onProgress(body.size);
      return '"etag-1"';
    },
    complete: async () => undefined,
    abort: async () => undefined,
  },
}));

const pictureKey = 'conference-pictures/spring24/u1/7b0e8a62-0f4e-4f55-9d55-3c4b0f3e9a10/stage.png';
type Sent = { url: string; method: string; body: Record<string, unknown> | null };
let sent: Sent[];

const stubApi = () => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ url, method: init?.method ?? 'GET', body });
      if (url.endsWith('/pictures')) return Response.json({ upload: { bucket: 'conference', key: pictureKey } });
      return Response.json({ _id: 'i1', site: 'spring24', ...body });
    }),
  );
};

const signInAsEditorOf = (...conferenceGroups: ('Domestic' | 'International')[]) => {
  const permissions: Permission[] = [{ domain: 'conference', role: 'editor', scopes: { conferenceGroups } }];
  sessionStore.set({
    state: 'loggedIn',
    checked: true,
    user: { _id: 'u1', name: 'Maya', permissions } as unknown as User,
  });
};

const open = (item?: ConferenceItem) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConferenceItemDialog site="spring24" kind="marketing" item={item} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
};

const itemWithPicture: ConferenceItem = {
  _id: 'i1',
  site: 'spring24',
  kind: 'marketing',
  title: 'Window kit',
  body: '',
  imageUrl: null,
  picture: pictureKey,
  pictureUrl: '/api/conference/spring24/items/i1/picture?v=7b0e',
  groups: ['International'],
  link: null,
  startsAt: null,
  endsAt: null,
  room: null,
  speaker: null,
  location: null,
  openingDate: null,
  sortOrder: 0,
  modifiedDate: '2024-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  stubApi();
  signInAsEditorOf('International');
  URL.createObjectURL = vi.fn(() => 'blob:stage-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the conference item dialog', { timeout: 20_000 }, () => {
  it('uploads a dropped picture, shows it at once and saves the item with it for the groups ticked', async () => {
    const dialog = open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Stage' } });
    expect(within(dialog).getByRole('checkbox', { name: 'Domestic' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('None ticked: everyone who opens the conference sees it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'International' }));

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'stage.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('conference-picture-drop'), {
      dataTransfer: { files: [picture], types: ['Files'] },
    });
    const preview = await within(dialog).findByRole('img', { name: "The item's picture" });
    expect(preview.getAttribute('src')).toBe('blob:stage-preview');
    expect(sent[0]).toMatchObject({
      url: '/api/conference/spring24/pictures',
      body: { filename: 'stage.png', fileSize: 4 },
    });
    expect(within(dialog).queryByRole('textbox', { name: 'Or a link to a picture (https://)' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Replace picture' })).toBeTruthy();

    // Save waits for the picture to be in.
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(sent.some((call) => call.url === '/api/conference/spring24/items')).toBe(true));
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      body: { title: 'Stage', picture: pictureKey, imageUrl: null, groups: ['International'] },
    });
  });

  it('deletes a picture uploaded in a dialog closed without saving', async () => {
    const dialog = open();
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'stage.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('conference-picture'), { target: { files: [picture] } });
    await within(dialog).findByRole('img', { name: "The item's picture" });
    cleanup();
    await waitFor(() => expect(sent.at(-1)?.method).toBe('DELETE'));
    expect(sent.at(-1)?.url).toBe(`/api/conference/spring24/pictures?key=${encodeURIComponent(pictureKey)}`);
  });

  it('refuses a file that is not a picture, or too large, before announcing it', async () => {
    const dialog = open();
    const input = screen.getByTestId('conference-picture');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' })] } });
    expect(
      await within(dialog).findByText('This is not a picture: upload a JPEG, PNG, GIF or WebP file.'),
    ).toBeTruthy();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await within(dialog).findByText('This picture is larger than 10 MB.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows an item's picture, and removing it saves the item without one", async () => {
    const dialog = open(itemWithPicture);
    expect(within(dialog).getByRole('img', { name: "The item's picture" }).getAttribute('src')).toBe(
      itemWithPicture.pictureUrl,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'International' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(within(dialog).getByText('No picture yet. Drop one here or upload it.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Or a link to a picture (https://)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.at(-1)?.method).toBe('PATCH'));
    expect(sent.at(-1)).toMatchObject({
      url: '/api/conference/spring24/items/i1',
      body: { picture: null, imageUrl: null, groups: ['International'] },
    });
  });
});
