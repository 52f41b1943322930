import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BlogPage, BlogPost, BlogTags } from '@common/schemas/blog';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';

/** Query keys for the public blog, from ['blog'] down: the admin editor invalidates ['blog'] after a save. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (tag: string | null, limit: number) => [...blogKeys.all, 'list', tag ?? '', limit] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
};

export const blogListQuery = (tag: string | null, limit = 9) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(tag, limit),
    queryFn: ({ pageParam, signal }) => {
      const p = new URLSearchParams({ limit: String(limit) });
      if (tag) p.set('tag', tag);
      if (pageParam) p.set('cursor', pageParam);
      return fetchJson<BlogPage>(`/api/blog/posts?${p}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessClientError,
  });

export const useBlogPosts = (tag: string | null, limit?: number) => useInfiniteQuery(blogListQuery(tag, limit));

export const useBlogPost = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: blogKeys.post(slug),
      queryFn: ({ signal }) => fetchJson<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`, signal),
      retry: retryUnlessClientError,
    }),
  );

export const useBlogTags = () =>
  useQuery({
    queryKey: blogKeys.tags(),
    queryFn: ({ signal }) => fetchJson<BlogTags>('/api/blog/tags', signal),
    retry: retryUnlessClientError,
  });
