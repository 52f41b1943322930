import type { FarmStatus } from '../../api/types';
import { cn } from '@/lib/utils';

const STYLE: Record<FarmStatus, [string, string]> = {
  published: ['Published', 'bg-brand-100 text-brand-800 ring-brand-200'],
  draft: ['Draft', 'bg-sun/30 text-stone-900 ring-amber-300'],
  suspended: ['Suspended', 'bg-red-50 text-tomato-700 ring-red-200'],
};

export function StatusChip({ status }: { status: FarmStatus }) {
  const [label, cls] = STYLE[status];
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset', cls)}>{label}</span>;
}
