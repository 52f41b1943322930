import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

/** Mirrors server/modules/imports (import.service.ts report, imports.repository.ts run). */
export type ImportFormat = 'usda' | 'osm' | 'csv';

export interface ImportReport {
  read: number;
  created: number;
  updated: number;
  /** Rows matching a listing a farmer has claimed: left as the farmer keeps it. */
  skipped: number;
  rejected: number;
  /** The first 200 rejections; `rejected` counts all. */
  rejections: Array<{ row: number | string; reason: string }>;
  /** Rows imported with something left out (unreadable hours); absent in runs from before it was reported. */
  warned?: number;
  warnings?: Array<{ row: number | string; reason: string }>;
}

export interface ImportRun {
  id: string;
  format: ImportFormat;
  fileName: string;
  status: 'running' | 'succeeded' | 'failed';
  report: ImportReport | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export const importRunsQuery = queryOptions<{ items: ImportRun[]; nextCursor: string | null }>({
  queryKey: ['/api/admin/imports'],
  // A run started elsewhere (the command line, another admin) is followed until it ends.
  refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === 'running') ? 3000 : false),
});

export const useImportRuns = () => useQuery(importRunsQuery);

/** multipart/form-data upload (apiRequest sends JSON only); the format goes before the file. */
async function uploadImport({ format, file }: { format: ImportFormat; file: File }): Promise<ImportReport & { runId: string }> {
  const body = new FormData();
  body.append('format', format);
  body.append('file', file);
  let res: Response;
  try {
    res = await fetch('/api/admin/imports', { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return res.json();
}

export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    // Failed runs are recorded too: refresh the history either way.
    onSettled: () => qc.invalidateQueries({ queryKey: importRunsQuery.queryKey }),
  });
}
