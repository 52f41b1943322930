import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ARTICLE_CLASSES } from '@/features/blog/ui';
import { cn } from '@/lib/utils';
import { usePreview } from '../../api/blog';
import { ImageUploadButton } from '../image-upload-button';

/**
 * Markdown on one side, the server's rendering on the other (side by side on a wide screen, Write /
 * Preview tabs on a phone).
 */
export function MarkdownField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const preview = usePreview(value);
  const tab = (v: typeof view, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === v}
      aria-controls={`${id}-${v}`}
      onClick={() => setView(v)}
      className={cn('min-h-11 rounded-lg px-3 text-sm font-medium', view === v ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100')}
    >
      {label}
    </button>
  );
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-stone-800">
          {t('blog.markdown')}
        </label>
        <div role="tablist" aria-label={t('blog.editorView')} className="flex gap-1 xl:hidden">
          {tab('write', t('blog.write'))}
          {tab('preview', t('blog.preview'))}
        </div>
      </div>
      <div className="mt-1.5 grid gap-4 xl:grid-cols-2">
        <div id={`${id}-write`} className={cn(view !== 'write' && 'hidden xl:block')}>
          <textarea
            id={`${id}-text`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            rows={22}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            className="w-full rounded-xl border border-stone-300 bg-white p-3 font-mono text-sm leading-relaxed focus-visible:border-brand-600 aria-invalid:border-tomato-700"
          />
          <div className="mt-2">
            <ImageUploadButton label={t('blog.insertPhoto')} onUploaded={(url) => onChange(`${value.trimEnd()}\n\n![${t('blog.photoAlt')}](${url})\n`)} />
          </div>
          <p id={`${id}-help`} className="text-sm text-stone-600">
            {t('blog.markdownHelp')}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-tomato-700">
              {error}
            </p>
          )}
        </div>
        <section
          id={`${id}-preview`}
          aria-label={t('blog.preview')}
          aria-busy={preview.isFetching}
          className={cn('min-h-40 rounded-xl bg-white p-4 ring-1 ring-stone-200', view !== 'preview' && 'hidden xl:block')}
        >
          <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-stone-600">
            {preview.data ? t('blog.readingTime', { minutes: preview.data.readingMinutes }) : t('blog.preview')}
          </p>
          {value.trim() ? (
            // Sanitized on the server by the same code that renders the published post.
            <div className={ARTICLE_CLASSES} dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
          ) : (
            <p className="text-stone-600">{t('blog.emptyPreview')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
