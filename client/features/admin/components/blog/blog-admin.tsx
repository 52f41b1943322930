import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ExternalLink, Pencil, Plus } from 'lucide-react';
import type { AdminBlogPost } from '@common/schemas/blog';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useAdminList } from '../../api/admin-list';
import { formatDate } from '../../api/admin-mutation';
import { BLOG_ENDPOINT, postState } from '../../api/blog';
import { adminHref } from '../../admin-href';
import { AdminTable, FilterSelect, type Column } from '../admin-table';
import { BlogEditor } from './blog-editor';

function PostList() {
  const [status, setStatus] = useState('');
  const list = useAdminList<AdminBlogPost>(BLOG_ENDPOINT, { sort: 'updated' }, { status });
  const columns: Column<AdminBlogPost>[] = [
    {
      key: 'title',
      header: 'Title',
      sort: 'title',
      className: 'min-w-52',
      render: (p) => (
        <div>
          <Link href={adminHref('blog', { post: p.id })} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {p.title}
          </Link>
          <p className="break-all text-xs text-stone-600">/blog/{p.slug}</p>
        </div>
      ),
    },
    { key: 'state', header: 'State', render: (p) => postState(p) },
    { key: 'tags', header: 'Tags', render: (p) => p.tags.join(', ') || '—' },
    { key: 'published', header: 'Publish date', sort: 'published', className: 'whitespace-nowrap', render: (p) => formatDate(p.publishedAt) },
    { key: 'updated', header: 'Updated', sort: 'updated', className: 'whitespace-nowrap', render: (p) => formatDate(p.updatedAt) },
    {
      key: 'actions',
      header: 'Actions',
      render: (p) => (
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link href={adminHref('blog', { post: p.id })} aria-label={`Edit ${p.title}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
          {p.isLive && (
            <Button asChild variant="ghost" size="sm">
              <Link href={paths.blogPost(p.slug)} aria-label={`Read ${p.title} on the blog`}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <Button asChild>
        <Link href={adminHref('blog', { post: 'new' })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New post
        </Link>
      </Button>
      <AdminTable
        caption="Blog posts"
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel="Search posts"
        searchPlaceholder="Title, address, summary or tag"
        empty="No posts match."
        filters={
          <FilterSelect
            label="State"
            value={status}
            onChange={setStatus}
            options={[
              ['', 'Any'],
              ['draft', 'Drafts'],
              ['published', 'Published or scheduled'],
            ]}
          />
        }
      />
    </div>
  );
}

export default function BlogAdmin() {
  const post = new URLSearchParams(useSearch()).get('post');
  return post ? <BlogEditor key={post} id={post === 'new' ? null : post} /> : <PostList />;
}
