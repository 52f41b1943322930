import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { BlogPage, BlogPost, BlogTags } from '@common/schemas/blog';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';

/** Query keys for the public blog, from ['blog'] down: the admin editor invalidates ['blog'] after a save. */
export const blogKeys = {
  all: ['blog'] as const,
  list: (tag: string | null, limit: number) => [...blogKeys.all, 'list', tag ?? '', limit] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
};

const DEFAULT_LIMIT = 9;
function listParams(tag: string | null, limit: number, cursor: string | null) {
  const p = new URLSearchParams({ limit: String(limit) });
  if (tag) p.set('tag', tag);
  if (cursor) p.set('cursor', cursor);
  return p;
}

export const blogListQuery = (tag: string | null, limit = DEFAULT_LIMIT) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(tag, limit),
    queryFn: ({ pageParam, signal }) => fetchJson<BlogPage>(`/api/blog/posts?${listParams(tag, limit, pageParam)}`, signal),
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

/** The blog's queries, loaded by the server into a server-rendered page (the same requests as above). */
export const blogPageQueries = {
  list: (tag: string | null, limit = DEFAULT_LIMIT): PageQuery => ({
    queryKey: blogKeys.list(tag, limit),
    infinite: true,
    from: { source: 'blog.list', query: Object.fromEntries(listParams(tag, limit, null)) },
  }),
  post: (slug: string): PageQuery => ({ queryKey: blogKeys.post(slug), from: { source: 'blog.post', slug } }),
  tags: (): PageQuery => ({ queryKey: blogKeys.tags(), from: { source: 'blog.tags' } }),
};
