import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportFormat, ImportResult, ImportRunPage } from '@common/schemas/imports';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';

// The API's types are the server's schemas (common/schemas/imports.ts).
export type { ImportFormat, ImportReport, ImportRun } from '@common/schemas/imports';

export const importRunsQuery = queryOptions<ImportRunPage>({
  queryKey: ['/api/admin/imports'],
  // A run started elsewhere (the command line, another admin) is followed until it ends.
  refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === 'running') ? 3000 : false),
});

export const useImportRuns = () => useQuery(importRunsQuery);

/** multipart/form-data upload (apiRequest sends JSON only); the format goes before the file. */
async function uploadImport({ format, file }: { format: ImportFormat; file: File }): Promise<ImportResult> {
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
