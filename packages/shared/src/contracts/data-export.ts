import { z } from 'zod';
import { apiSuccess } from './api';
import { endpoint } from './endpoint';

// Data export (docs/data-export.md): everything the caller owns or their team owns that they may
// read, built in the background as one JSON document or a zip of CSV files, kept 7 days.

export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** 'expired': done, but the file was deleted (7 days after it was made). */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Days a finished export can be downloaded. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** The version of the export's layout, in its manifest. */
export const DATA_EXPORT_FORMAT_VERSION = 1;

export const startDataExportSchema = z.strictObject({
  format: z.enum(DATA_EXPORT_FORMATS, { error: "format: must be 'json' or 'csv'" }),
});
export type StartDataExport = z.input<typeof startDataExportSchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  format: z.enum(DATA_EXPORT_FORMATS),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  fileName: z.string().nullable(),
  /** Bytes of the file, once done. */
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, for people. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file is deleted. */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.object({ id: z.uuid('id: not an export id') });

export const dataExportApi = {
  start: endpoint({
    method: 'POST',
    path: '/api/user/export',
    body: startDataExportSchema,
    response: apiSuccess(dataExportSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/exports',
    response: apiSuccess(z.array(dataExportSchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user/exports/:id',
    params: dataExportParamsSchema,
    response: apiSuccess(dataExportSchema),
  }),
  /** The file itself (Content-Disposition: attachment); not JSON. */
  download: endpoint({
    method: 'GET',
    path: '/api/user/exports/:id/download',
    params: dataExportParamsSchema,
    response: z.any(),
  }),
};
