import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportFormat, ImportResult, ImportRunPage } from '@common/schemas/imports';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './keys';

// The API's types are the server's schemas (common/schemas/imports.ts).
export type { ImportFormat, ImportReport, ImportRun } from '@common/schemas/imports';

export const importRunsQuery = queryOptions<ImportRunPage>({
  queryKey: adminKeys.imports(),
  // A run started elsewhere (the command line, another admin) is followed until it ends.
  refetchInterval: (query) => (query.state.data?.items.some((r) => r.status === 'running') ? 3000 : false),
});

export const useImportRuns = () => useQuery(importRunsQuery);

/** A multipart upload; the format goes before the file. */
function uploadImport({ format, file }: { format: ImportFormat; file: File }): Promise<ImportResult> {
  const body = new FormData();
  body.append('format', format);
  body.append('file', file);
  return apiJson<ImportResult>('POST', '/api/admin/imports', body);
}

export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    // Failed runs are recorded too: refresh the history either way.
    onSettled: () => qc.invalidateQueries({ queryKey: importRunsQuery.queryKey }),
  });
}
