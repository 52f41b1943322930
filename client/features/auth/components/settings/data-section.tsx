import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Download, Trash2 } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useDeleteAccount } from '../../api/account-settings';
import { serverErrors, type Errors } from '../form-errors';
import { SettingsSection } from './settings-section';

export function DataSection() {
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="A copy of everything tied to your account: profile, listings, favorites, sessions and more, as a JSON file."
    >
      <Button asChild variant="secondary">
        <a href="/api/account/export" download>
          <Download className="h-4 w-4" aria-hidden="true" /> Download my data
        </a>
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection({ isFarmer }: { isFarmer: boolean }) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!password) return setErrors({ password: 'Enter your password' });
    remove.mutate(password, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Thank you for using Farm Stand Finder.' });
        navigate(paths.home);
      },
      onError: (err) => setErrors(serverErrors(err, 'password')),
    });
  }

  return (
    <SettingsSection id="delete" title="Delete my account" tone="danger" description="This cannot be undone.">
      <ul className="mb-5 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>Your sign-in, favorites, trips, visits and notification subscriptions are deleted.</li>
        <li>Your reviews and messages stay so conversations still make sense, shown as from “Deleted user”.</li>
        {isFarmer && <li>Your listings are unpublished: nobody sees them any more.</li>}
        <li>
          Want a copy first?{' '}
          <a href="#data" className="font-medium text-brand-700 underline">
            Download your data
          </a>
          .
        </li>
      </ul>
      <Dialog onOpenChange={() => setErrors({})}>
        <DialogTrigger asChild>
          <Button variant="danger">
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription className="mt-2">Enter your password to confirm. Your account is deleted at once.</DialogDescription>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
            <Button type="submit" variant="danger" className="w-full" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account for good'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
