import { API_PREFIX, type PhotoSize, type PhotoUploadResponse, type Site, siteFactsApi } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { longApiClient } from '@/lib/api-client';
import { normalizeApiError } from '@/lib/api-error';
import { callApi, endpointPath } from '@/lib/call-api';
import { tokenStore } from '@/lib/token-store';
import { siteKeys } from './keys';

/** POST /api/sites/:id/photos as multipart (file + alt); the server re-encodes it (a few seconds at most). */
export async function uploadPhoto(siteId: string, file: File, alt: string): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file, file.name);
  const path = endpointPath(siteFactsApi.uploadPhoto, { id: siteId });
  return (await longApiClient.post<{ data: PhotoUploadResponse }>(path, form)).data;
}

/** DELETE /api/sites/:id/photos/:photoId */
export const deletePhoto = async (siteId: string, photoId: string): Promise<Site> =>
  (await callApi(siteFactsApi.deletePhoto, { params: { id: siteId, photoId } })).data;

export const useUploadPhoto = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) => uploadPhoto(siteId, file, alt),
    onSuccess: ({ site }) => qc.setQueryData(siteKeys.detail(siteId), site),
  });
};

export const useDeletePhoto = (siteId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto(siteId, photoId),
    onSuccess: (site) => qc.setQueryData(siteKeys.detail(siteId), site),
  });
};

/** GET /api/sites/:id/photos/:photoId with the Bearer token, as a blob URL for an <img>. */
export async function photoBlobUrl(
  siteId: string,
  photoId: string,
  size: PhotoSize = '400',
): Promise<string> {
  const token = tokenStore.getAccessToken();
  const url = `${API_PREFIX}/sites/${encodeURIComponent(siteId)}/photos/${encodeURIComponent(photoId)}?size=${size}`;
  const res = await fetch(url, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    throw normalizeApiError(
      res.status,
      type.includes('json') ? await res.json().catch(() => undefined) : undefined,
    );
  }
  return URL.createObjectURL(await res.blob());
}

/** A photo's thumbnail URL while the component shows it (revoked after); null while loading or failed. */
export function usePhotoUrl(siteId: string, photoId: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    photoBlobUrl(siteId, photoId).then(
      (u) => {
        url = u;
        if (live) setState({ url: u, failed: false });
        else URL.revokeObjectURL(u);
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [siteId, photoId]);
  return state;
}
