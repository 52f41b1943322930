import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState('');
  const list = useAdminList<AdminBlogPost>(BLOG_ENDPOINT, { sort: 'updated' }, { status });
  const columns: Column<AdminBlogPost>[] = [
    {
      key: 'title',
      header: t('common.title'),
      sort: 'title',
      className: 'min-w-52',
      render: (p) => (
        <div>
          <Link href={adminHref('blog', { post: p.id })} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {p.title}
          </Link>
          <p className="wrap-anywhere text-xs text-stone-600">/blog/{p.slug}</p>
        </div>
      ),
    },
    { key: 'state', header: t('common.state'), render: (p) => postState(p, t) },
    { key: 'tags', header: t('blog.tags'), render: (p) => p.tags.join(', ') || '—' },
    { key: 'published', header: t('blog.publishDate'), sort: 'published', className: 'whitespace-nowrap', render: (p) => formatDate(p.publishedAt) },
    { key: 'updated', header: t('common.updated'), sort: 'updated', className: 'whitespace-nowrap', render: (p) => formatDate(p.updatedAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (p) => (
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link href={adminHref('blog', { post: p.id })} aria-label={t('common.editNamed', { name: p.title })}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
          {p.isLive && (
            <Button asChild variant="ghost" size="sm">
              <Link href={paths.blogPost(p.slug)} aria-label={t('blog.readNamed', { title: p.title })}>
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
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('blog.newPost')}
        </Link>
      </Button>
      <AdminTable
        caption={t('blog.caption')}
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        searchLabel={t('blog.search')}
        searchPlaceholder={t('blog.placeholder')}
        empty={t('blog.empty')}
        filters={
          <FilterSelect
            label={t('common.state')}
            value={status}
            onChange={setStatus}
            options={[
              ['', t('common.any')],
              ['draft', t('blog.drafts')],
              ['published', t('blog.publishedOrScheduled')],
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
