import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation } from 'wouter';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useDeleteFarm } from '../../api/delete-farm';
import { useSetFarmStatus } from '../../api/patch-farm';
import { EditorSection } from './form-controls';
import { StatusChip } from './status-chip';
import type { FieldErrors } from './validate';

export interface PublishPanelProps {
  farm: FarmDetail;
  dirty: boolean;
  /** Saves pending edits first; false when the save failed (its errors are already on screen). */
  saveFirst: () => Promise<boolean>;
  onRefused: (message: string, fields: FieldErrors) => void;
}

/**
 * Publish (or take back to draft), saving pending edits first; the server says what is missing. One hook shared by
 * the panel and the editor's sticky bar, so the button at the bottom of the viewport and the panel agree.
 */
export function usePublishToggle({ farm, dirty, saveFirst, onRefused }: Omit<PublishPanelProps, 'farm'> & { farm: FarmDetail | null }) {
  const { t } = useTranslation('farms');
  // A listing not yet created has nothing to publish (canToggle is false); the hook still runs, as hooks must.
  const status = useSetFarmStatus(farm?.id ?? 0);
  const [note, setNote] = useState<string>();
  const published = farm?.status === 'published';
  const { user } = useUser();
  // Publishing needs a verified address (decision 033): the sticky bar's Publish leads to the notice that says so
  // rather than sending a request that would be refused.
  const needsVerifying = !published && !!user && !user.emailVerified;
  async function toggle() {
    if (needsVerifying) {
      const notice = document.getElementById(VERIFY_NOTICE_ID);
      notice?.scrollIntoView({ block: 'center' });
      notice?.focus();
      return;
    }
    if (dirty && !(await saveFirst())) return;
    status.mutate(published ? 'draft' : 'published', {
      onSuccess: (f) => setNote(f.status === 'published' ? t('editor.publish.published') : t('editor.publish.draft')),
      onError: (err) => {
        const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
        onRefused(t('editor.publish.refused', { error: errorMessage(err) }), fields);
      },
    });
  }
  const label = published ? t('editor.publish.unpublish') : dirty ? t('editor.publish.saveAndPublish') : t('editor.publish.publish');
  // The bottom bar's button beside "Save": a phone's width has no room for "(back to draft)"; the panel says it.
  const shortLabel = published ? t('editor.publish.unpublishShort') : label;
  return {
    toggle,
    pending: status.isPending,
    published,
    note,
    label,
    shortLabel,
    needsVerifying,
    canToggle: farm !== null && farm.status !== 'suspended',
  };
}
export type PublishToggle = ReturnType<typeof usePublishToggle>;

const VERIFY_NOTICE_ID = 'verify-to-publish';

/** The listing's visibility section: status, the publish switch, the public page, delete. */
export function PublishPanel({ farm, publish }: { farm: FarmDetail; publish: PublishToggle }) {
  const { t } = useTranslation('farms');
  const remove = useDeleteFarm();
  const [, navigate] = useLocation();
  const { published, note } = publish;

  return (
    <EditorSection id="visibility" title={t('editor.publish.title')}>
      <p className="flex flex-wrap items-center gap-2 text-stone-800">
        {t('editor.publish.status')} <StatusChip status={farm.status} />
      </p>
      {farm.status === 'suspended' ? (
        <p className="text-stone-700">{t('editor.publish.suspended')}</p>
      ) : (
        <>
          {publish.needsVerifying && (
            <div id={VERIFY_NOTICE_ID} tabIndex={-1} className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
              <VerifyEmailNotice action={t('editor.publish.verifyAction')} />
            </div>
          )}
          <Button
            variant={published ? 'secondary' : 'primary'}
            size="lg"
            onClick={() => void publish.toggle()}
            disabled={publish.pending || publish.needsVerifying}
            className="w-full sm:w-auto"
          >
            {published ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
            {publish.label}
          </Button>
        </>
      )}
      <p role="status" className="text-sm text-stone-700">
        {note}
      </p>
      <p>
        <Link href={paths.farm(farm.id)} className="font-semibold text-brand-800 underline">
          {t('editor.publish.view')}
        </Link>
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="ghost-danger">
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('editor.publish.delete')}
          </Button>
        }
        title={t('editor.publish.deleteTitle', { name: farm.name })}
        description={t('editor.publish.deleteBody')}
        confirmLabel={t('editor.publish.delete')}
        cancelLabel={t('editor.publish.keep')}
        cancelVariant="secondary"
        onConfirm={() =>
          remove.mutate(farm.id, {
            onSuccess: () => {
              toast({ title: t('editor.publish.deleted'), variant: 'success' });
              navigate(paths.farmProfile);
            },
            onError: (err) => toast({ title: t('editor.publish.deleteFailed'), description: errorMessage(err), variant: 'error' }),
          })
        }
        pending={remove.isPending}
        closeOnConfirm={false}
      />
    </EditorSection>
  );
}
