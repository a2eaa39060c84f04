import type { BusinessInfo, Site } from '@sdp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeFetch } from '@/lib/test-utils';
import { dismissToast, getToasts } from '@/lib/toast-store';
import { useSite } from '../api/get-site';
import { site } from '../test/fixtures';
import { BusinessDetailsCard } from './business-details-card';

const PHOTO = {
  id: '00000000-0000-4000-8000-0000000000f1',
  alt: 'The crew on a roof',
  width: 800,
  height: 600,
};
const stored: BusinessInfo = {
  name: 'Acme Roofing',
  phone: '3075550142',
  licenseNumber: 'WY-123',
  insured: true,
  foundedYear: 2009,
  hours: [{ day: 'mon', opens: '08:00', closes: '17:00' }],
  reviews: [{ author: 'Dana P.', text: 'Same-day fix.', rating: 5, source: 'Google', date: '2024-05-31' }],
  photos: [PHOTO],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const webp = () =>
  new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'image/webp' } });
const defaults = (phone: string | null = null) =>
  jsonResponse({ success: true, data: { defaultPhone: phone, canEdit: true, updatedAt: null } });

/** A server holding one site: GET, PATCH, the photo calls, the defaults and regenerate. */
function server(initial: Site, over: { patch?: (body: any) => Response | undefined } = {}) {
  let current = initial;
  return routeFetch((c) => {
    if (c.method === 'GET' && c.path === '/api/sites/s1')
      return jsonResponse({ success: true, data: current });
    if (c.method === 'GET' && c.path === '/api/sites/defaults') return defaults('(208) 555-0100');
    if (c.method === 'GET' && c.path.startsWith('/api/sites/s1/photos/')) return webp();
    if (c.method === 'PATCH' && c.path === '/api/sites/s1') {
      const refused = over.patch?.(c.body);
      if (refused) return refused;
      const body = c.body as { business: BusinessInfo };
      current = { ...current, business: { ...body.business, photos: current.business.photos } };
      return jsonResponse({ success: true, data: current });
    }
    if (c.method === 'POST' && c.path === '/api/sites/s1/photos') {
      const photo = { id: '00000000-0000-4000-8000-0000000000f2', alt: 'New van', width: 640, height: 480 };
      current = {
        ...current,
        business: { ...current.business, photos: [...(current.business.photos ?? []), photo] },
      };
      return jsonResponse({ success: true, data: { photo, site: current } }, 201);
    }
    if (c.method === 'DELETE' && c.path === `/api/sites/s1/photos/${PHOTO.id}`) {
      const photos = (current.business.photos ?? []).filter((p) => p.id !== PHOTO.id);
      current = { ...current, business: { ...current.business, photos } };
      return jsonResponse({ success: true, data: current });
    }
    if (c.method === 'POST' && c.path === '/api/sites/s1/generate')
      return jsonResponse({ success: true, data: current.latestVersion }, 201);
  });
}

function Card({ onRebuilt }: { onRebuilt?: () => void }) {
  const q = useSite('s1');
  return q.data ? <BusinessDetailsCard site={q.data} template="classic" onRebuilt={onRebuilt} /> : null;
}

function renderCard(onRebuilt?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Card onRebuilt={onRebuilt} />
    </QueryClientProvider>,
  );
}

const patches = (calls: Array<{ method: string; body: unknown }>) =>
  calls.filter((c) => c.method === 'PATCH');

describe('BusinessDetailsCard', () => {
  it('shows the stored facts and saves edits, with inline messages until they are fixed', async () => {
    const { calls } = server(site({ business: stored }));
    const user = userEvent.setup();
    renderCard();
    const phone = (await screen.findByLabelText('Phone')) as HTMLInputElement;
    expect(phone.value).toBe('3075550142');
    expect(screen.getByText('Shown on the site as (307) 555-0142.')).toBeTruthy();
    expect((screen.getByLabelText('License number') as HTMLInputElement).value).toBe('WY-123');
    expect((screen.getByLabelText('Insured') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('In business since (year)') as HTMLInputElement).value).toBe('2009');

    await user.clear(phone);
    await user.type(phone, '555-0142');
    await user.clear(screen.getByLabelText('In business since (year)'));
    await user.type(screen.getByLabelText('In business since (year)'), '2999');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('alert').textContent).toMatch(/2 fields need attention/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const phoneError = document.getElementById(phone.getAttribute('aria-describedby')!);
    expect(phoneError?.textContent).toMatch(/Must be a US phone number with 10 digits/);
    expect(screen.getByText('Enter a year like 2009, not in the future')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);

    // Fixing a field clears its message as it is typed.
    await user.clear(phone);
    await user.type(phone, '+1 (512) 555-0199');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.clear(screen.getByLabelText('In business since (year)'));
    await user.type(screen.getByLabelText('In business since (year)'), '2011');
    await user.type(screen.getByLabelText('Street address'), '12 Main St, Casper, WY');
    await user.click(screen.getByLabelText(/Service area only/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const { photos: _photos, ...facts } = stored;
    expect(patches(calls)[0].body).toEqual({
      business: {
        ...facts,
        phone: '+1 (512) 555-0199',
        foundedYear: 2011,
        address: '12 Main St, Casper, WY',
        serviceAreaOnly: true,
      },
    });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Business details saved'));
  });

  it('edits hours: 24/7, a closed day, a second range and a range that closes before it opens', async () => {
    const { calls } = server(site({ business: { name: 'Acme Roofing' } }));
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(/Empty: the site uses the team's default phone, \(208\) 555-0100/);
    const table = screen.getByTestId('weekly-hours');
    await user.click(within(table).getByLabelText('Tuesday'));
    await user.click(screen.getByRole('button', { name: 'Add a second range on Tuesday' }));
    const opens = screen.getByLabelText('Tuesday (second range) opens');
    await user.clear(opens);
    await user.type(opens, '18:00');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const closes = screen.getByLabelText('Tuesday (second range) closes');
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(closes.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Must be later than the opening time',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the second range of Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect((patches(calls)[0].body as any).business.hours).toEqual([
      { day: 'tue', opens: '08:00', closes: '17:00' },
    ]);

    await user.click(screen.getByLabelText(/Open 24\/7/));
    expect(screen.queryByTestId('weekly-hours')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect((patches(calls)[1].body as any).business).toEqual({ name: 'Acme Roofing', open24h: true });
  });

  it('adds and removes pasted reviews, refusing a future date', async () => {
    const { calls } = server(site({ business: stored }));
    const user = userEvent.setup();
    renderCard();
    await screen.findByLabelText('Phone');
    expect(screen.getAllByTestId('review-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add a review' }));
    const row = screen.getAllByTestId('review-row')[1];
    await user.type(within(row).getByLabelText('Reviewer'), 'Sam K.');
    await user.selectOptions(within(row).getByLabelText('Rating'), '4');
    await user.type(within(row).getByLabelText('Source'), 'Yelp');
    await user.type(within(row).getByLabelText('Date'), '2999-01-01');
    await user.type(within(row).getByLabelText('Review text'), 'On time and tidy.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(within(row).getByText('Must not be in the future')).toBeTruthy();
    await user.clear(within(row).getByLabelText('Date'));
    await user.type(within(row).getByLabelText('Date'), '2025-02-03');
    await user.click(screen.getByRole('button', { name: 'Remove review 1 by Dana P.' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect((patches(calls)[0].body as any).business.reviews).toEqual([
      { author: 'Sam K.', text: 'On time and tidy.', rating: 4, source: 'Yelp', date: '2025-02-03' },
    ]);
  });

  it("shows the server's refusal, and 'Save and rebuild' builds a new version", async () => {
    let refuse = true;
    const { calls } = server(site({ business: stored }), {
      patch: () =>
        refuse
          ? jsonResponse(
              { success: false, error: 'validation_error', message: 'business.email: Invalid email' },
              400,
            )
          : undefined,
    });
    const onRebuilt = vi.fn();
    const user = userEvent.setup();
    renderCard(onRebuilt);
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('business.email: Invalid email')).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save and rebuild' }));
    await waitFor(() => expect(onRebuilt).toHaveBeenCalledWith('classic'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/sites/s1/generate');
    expect(getToasts()[0]?.title).toBe('Saved and rebuilt');
  });

  it('shows photo thumbnails, uploads one with its alt text and deletes one', async () => {
    const { calls, fn } = server(site({ business: stored }));
    // As a person choosing "All files" in the picker: the accept list does not stop an SVG.
    const user = userEvent.setup({ applyAccept: false });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Uploaded photos' });
    const thumb = await within(list).findByRole('img', { name: PHOTO.alt });
    expect(thumb.getAttribute('src')).toBe('blob:thumb');
    expect(screen.getByText('Photos (1 of 12)')).toBeTruthy();

    // A file the server would refuse is stopped here, with the reason on the field.
    const fileInput = screen.getByLabelText('Photo') as HTMLInputElement;
    await user.upload(fileInput, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a PNG, JPEG or WebP photo')).toBeTruthy();
    expect(screen.getByText('Describe the photo (what it shows, for people who cannot see it)')).toBeTruthy();

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'van.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput, jpeg);
    await user.type(screen.getByLabelText('Alt text'), 'New van');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await within(list).findByRole('img', { name: 'New van' });
    const upload = fn.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = upload?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('alt')).toBe('New van');
    expect((form.get('file') as File).name).toBe('van.jpg');
    expect((screen.getByLabelText('Alt text') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: `Delete photo: ${PHOTO.alt}` }));
    await waitFor(() => expect(screen.queryByRole('img', { name: PHOTO.alt })).toBeNull());
    expect(screen.getByRole('img', { name: 'New van' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
