import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the data exports (docs/data-export.md). */
export const dataExportKeys = {
  all: ['data-exports'] as const,
  list: () => ['data-exports', 'list'] as const,
};

export const invalidateDataExports = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: dataExportKeys.all });
