import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { AdminBlogPost, BlogPostInput, BlogPreviewResult } from '@common/schemas/blog';
import { apiJson } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { blogKeys } from '@/features/blog';
import { adminKeys } from './keys';

export const BLOG_ENDPOINT = '/api/admin/blog';

export function postState(p: Pick<AdminBlogPost, 'status' | 'isLive'>, t: TFunction<'admin'>): string {
  return p.status === 'draft' ? t('common.draft', { ns: 'admin' }) : p.isLive ? t('common.published', { ns: 'admin' }) : t('common.scheduled', { ns: 'admin' });
}

export const useAdminPost = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.post(BLOG_ENDPOINT, id),
    queryFn: () => apiJson<AdminBlogPost>('GET', `${BLOG_ENDPOINT}/${id}`),
    enabled: !!id,
  });

/** Creates (no id) or replaces a post; every blog query refetches after. */
export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BlogPostInput }) =>
      apiJson<AdminBlogPost>(id ? 'PUT' : 'POST', id ? `${BLOG_ENDPOINT}/${id}` : BLOG_ENDPOINT, input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.list(BLOG_ENDPOINT) }), qc.invalidateQueries({ queryKey: blogKeys.all })]),
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>('DELETE', `${BLOG_ENDPOINT}/${id}`),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminKeys.list(BLOG_ENDPOINT) }), qc.invalidateQueries({ queryKey: blogKeys.all })]),
  });
}

/** The server renders the preview with the code that renders the saved post. */
export function usePreview(markdown: string) {
  const settled = useDebouncedValue(markdown, 400);
  return useQuery({
    queryKey: adminKeys.preview(BLOG_ENDPOINT, settled),
    queryFn: () => apiJson<BlogPreviewResult>('POST', `${BLOG_ENDPOINT}/preview`, { bodyMarkdown: settled }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
