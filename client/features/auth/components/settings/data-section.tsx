import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { Download, Trash2 } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useDeleteAccount } from '../../api/account-settings';
import { serverErrors, type Errors } from '../form-errors';
import { SettingsSection } from './settings-section';

export function DataSection() {
  const { t } = useTranslation('auth');
  return (
    <SettingsSection id="data" title={t('data.title')} description={t('data.description')}>
      <Button asChild variant="secondary">
        <a href="/api/account/export" download>
          <Download className="h-4 w-4" aria-hidden="true" /> {t('data.download')}
        </a>
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection({ isFarmer }: { isFarmer: boolean }) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Errors>({});
  const { t } = useTranslation('auth');

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!password) return setErrors({ password: t('delete.enterPassword') });
    remove.mutate(password, {
      onSuccess: () => {
        toast({ title: t('delete.done'), description: t('delete.doneText') });
        navigate(paths.home);
      },
      onError: (err) => setErrors(serverErrors(err, 'password')),
    });
  }

  return (
    <SettingsSection id="delete" title={t('delete.title')} tone="danger" description={t('delete.description')}>
      <ul className="mb-5 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('delete.pointDeleted')}</li>
        <li>{t('delete.pointKept')}</li>
        {isFarmer && <li>{t('delete.pointListings')}</li>}
        <li>
          <Trans t={t} ns="auth" i18nKey="delete.copyFirst" components={{ data: <a href="#data" className="font-medium text-brand-700 underline" /> }} />
        </li>
      </ul>
      <Dialog onOpenChange={() => setErrors({})}>
        <DialogTrigger asChild>
          <Button variant="danger">
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('delete.title')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>{t('delete.confirmTitle')}</DialogTitle>
          <DialogDescription className="mt-2">{t('delete.confirmText')}</DialogDescription>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <Field label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={errors.password} />
            <Button type="submit" variant="danger" className="w-full" disabled={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.submit')}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
