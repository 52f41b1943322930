import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { authHref } from '@/lib/paths';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useUser } from '@/features/auth';
import { afterIdle } from '@/lib/idle';
import { lazyModule } from '@/lib/lazy-module';

export interface AlertPlace {
  /** 'lat,lng' or a ZIP/city: exactly one. */
  near?: string;
  location?: string;
  label: string;
}

interface CreateAlertDialogProps {
  place: AlertPlace;
  product?: string;
  radius?: number;
  unit?: 'mi' | 'km';
  /** The button that opens it (signed out: the same button goes to sign-in and back). */
  trigger: ReactNode;
}

/**
 * The dialog's content (create-alert-form.tsx: the form, the distances, the verify-email notice and the request) loads
 * as the dialog's own code does (components/ui/dialog.tsx): once the page has settled, or when it first opens; the
 * dialog shows once both are in (decision 077).
 */
const form = lazyModule('features/alerts/components/create-alert-form.tsx', () => import('./create-alert-form'));
const preloadForm = () => void form.load().catch(() => {});

/** "Tell me when strawberries are available within 10 mi of home": the product and the distance, one tap to save. */
export function CreateAlertDialog({ place, product = '', radius = 10, unit = 'mi', trigger }: CreateAlertDialogProps) {
  const { user } = useUser();
  const [location] = useLocation();
  // From the router, not `window`: the server renders this too (it knows the query from the request).
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(user);
  useEffect(() => (signedIn && !form.current() ? afterIdle(preloadForm, 3_000) : undefined), [signedIn]);

  if (!user) {
    return <Link href={authHref(search ? `${location}?${search}` : location)}>{trigger}</Link>;
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form.Component place={place} product={product} radius={radius} unit={unit} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
