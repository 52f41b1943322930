import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { BlogPostInputSchema, slugify, type AdminBlogPost, type BlogPostInput } from '@common/schemas/blog';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorText } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { postState, useAdminPost, useDeletePost, useSavePost } from '../../api/blog';
import { adminHref } from '../../admin-href';
import { CoverImageField } from './cover-image-field';
import { MarkdownField } from './markdown-field';
import { fieldErrors } from '@/lib/field-errors';

interface Draft {
  title: string;
  slug: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  coverImageAlt: string;
  tags: string;
  status: 'draft' | 'published';
  publishedAt: string; // datetime-local, in the admin's own zone
}

// <input type="datetime-local"> speaks local wall-clock time without a zone.
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function draftOf(p: AdminBlogPost | undefined): Draft {
  return {
    title: p?.title ?? '',
    slug: p?.slug ?? '',
    description: p?.description ?? '',
    bodyMarkdown: p?.bodyMarkdown ?? '',
    coverImageUrl: p?.coverImageUrl ?? '',
    coverImageAlt: p?.coverImageAlt ?? '',
    tags: p?.tags.join(', ') ?? '',
    status: p?.status ?? 'draft',
    publishedAt: toLocalInput(p?.publishedAt ?? null),
  };
}

function inputOf(d: Draft): BlogPostInput {
  return {
    title: d.title,
    slug: d.slug.trim() || slugify(d.title),
    description: d.description,
    bodyMarkdown: d.bodyMarkdown,
    coverImageUrl: d.coverImageUrl.trim() || null,
    coverImageAlt: d.coverImageAlt,
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    status: d.status,
    publishedAt: d.publishedAt ? new Date(d.publishedAt).toISOString() : null,
  };
}

function Form({ post }: { post?: AdminBlogPost }) {
  const { t } = useTranslation('admin');
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(() => draftOf(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePost();
  const remove = useDeletePost();
  const [ask, confirmDialog] = useConfirm();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const input = inputOf(draft);
    const parsed = BlogPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: post?.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: saved.status === 'published' ? (saved.isLive ? t('blog.published') : t('blog.scheduled')) : t('blog.draftSaved'),
            variant: 'success',
          });
          if (!post) navigate(adminHref('blog', { post: saved.id }), { replace: true });
          else setDraft(draftOf(saved));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields) setErrors(err.fields);
          toast({ title: t('blog.saveFailed'), description: errorText(err), variant: 'error' });
        },
      },
    );
  }

  async function destroy() {
    if (!post || !(await ask({ title: t('blog.confirmDelete', { title: post.title }), confirmLabel: t('blog.deletePost'), cancelLabel: t('common.cancel') })))
      return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast({ title: t('blog.deleted'), variant: 'success' });
        navigate(adminHref('blog'));
      },
      onError: (err) => toast({ title: t('blog.deleteFailed'), description: errorText(err), variant: 'error' }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {confirmDialog}
      <Field label={t('common.title')} value={draft.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <Field
        label={t('blog.address')}
        value={draft.slug}
        onChange={(e) => set('slug', e.target.value)}
        placeholder={slugify(draft.title) || t('blog.slugPlaceholder')}
        hint={t('blog.slugHint', { slug: draft.slug.trim() || slugify(draft.title) || '…' })}
        error={errors.slug}
      />
      <div className="space-y-1.5">
        <label htmlFor="post-summary" className="block text-sm font-medium text-stone-800">
          {t('blog.summary')}
        </label>
        <textarea
          id="post-summary"
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          rows={2}
          aria-describedby="post-summary-hint"
          className="w-full rounded-xl border border-stone-300 bg-white p-3"
        />
        <p id="post-summary-hint" className="text-sm text-stone-600">
          {t('blog.summaryHint')}
        </p>
        {errors.description && (
          <p role="alert" className="text-sm font-medium text-tomato-700">
            {errors.description}
          </p>
        )}
      </div>
      <Field label={t('blog.tags')} value={draft.tags} onChange={(e) => set('tags', e.target.value)} hint={t('blog.tagsHint')} error={errors.tags} />
      <CoverImageField
        url={draft.coverImageUrl}
        alt={draft.coverImageAlt}
        onChange={({ url, alt }) => setDraft((d) => ({ ...d, coverImageUrl: url, coverImageAlt: alt }))}
        errors={errors}
      />
      <MarkdownField value={draft.bodyMarkdown} onChange={(v) => set('bodyMarkdown', v)} error={errors.bodyMarkdown} />
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('blog.visibility')}</legend>
          <div className="mt-2 flex gap-4">
            {(['draft', 'published'] as const).map((s) => (
              <label key={s} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="status" checked={draft.status === s} onChange={() => set('status', s)} className="h-4 w-4 accent-brand-600" />
                {s === 'draft' ? t('blog.draftOnlyAdmins') : t('common.published')}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('blog.publishDate')}
          type="datetime-local"
          value={draft.publishedAt}
          onChange={(e) => set('publishedAt', e.target.value)}
          hint={t('blog.publishHint')}
          error={errors.publishedAt}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('blog.saving') : draft.status === 'published' ? t('blog.saveAndPublish') : t('blog.saveDraft')}
        </Button>
        {post?.isLive && (
          <Link href={paths.blogPost(post.slug)} className="font-medium text-brand-700 underline">
            {t('blog.readOnBlog')}
          </Link>
        )}
        {post && (
          <Button variant="ghost-danger" onClick={destroy} className="ml-auto" disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('blog.deletePost')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function BlogEditor({ id }: { id: string | null }) {
  const { t } = useTranslation('admin');
  const { data: post, isPending, error } = useAdminPost(id);
  return (
    <div>
      <Link href={adminHref('blog')} className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('blog.allPosts')}
      </Link>
      <h3 className="mb-4 text-xl font-semibold text-stone-900">
        {id ? (post ? t('blog.editTitle', { title: post.title, state: postState(post, t) }) : t('blog.editPost')) : t('blog.newPost')}
      </h3>
      {id && isPending ? (
        <Spinner label={t('blog.loading')} />
      ) : id && error ? (
        <p role="alert" className="text-tomato-700">
          {errorText(error)}
        </p>
      ) : (
        <Form post={post} />
      )}
    </div>
  );
}
