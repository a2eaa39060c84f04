import { themesApi } from '@sdp/shared';
import { useMutation } from '@tanstack/react-query';
import { longApiClient } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

/** POST /api/themes/import-url: the server reads the page's colours and answers a theme (not saved). */
export const useImportThemeUrl = () =>
  useMutation({
    mutationFn: async (url: string) =>
      (await callApi(themesApi.importUrl, { body: { url }, client: longApiClient })).data,
  });
