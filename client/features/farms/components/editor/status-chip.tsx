import { useTranslation } from '@/lib/i18n/react';
import type { FarmStatus } from '../../api/types';
import { cn } from '@/lib/utils';

const STYLE: Record<FarmStatus, string> = {
  published: 'bg-brand-100 text-brand-800 ring-brand-200',
  draft: 'bg-sun/30 text-stone-900 ring-amber-300',
  suspended: 'bg-red-50 text-tomato-700 ring-red-200',
};

export function StatusChip({ status }: { status: FarmStatus }) {
  const { t } = useTranslation('farms');
  const label = status === 'published' ? t('editor.status.published') : status === 'draft' ? t('editor.status.draft') : t('editor.status.suspended');
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset', STYLE[status])}>{label}</span>;
}
