import { useState, type FormEvent } from 'react';
import { ALERT_LIMITS } from '@common/limits';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { RadiusSelect } from '@/features/farms/ui';
import { errorMessage } from '@/lib/api-client';
import { useCreateAlert } from '../api/create-alert';
import { useAlertText } from '../alert-text';
import type { AlertPlace } from './create-alert-dialog';

export const RADII = [5, 10, 25, 50, 100].filter((r) => r <= ALERT_LIMITS.radiusMax);

interface CreateAlertFormProps {
  place: AlertPlace;
  product: string;
  radius: number;
  unit: 'mi' | 'km';
  /** Closes the dialog once the alert is saved. */
  onDone: () => void;
}

/**
 * The create-alert dialog's content: its title, the form and what saving it does. Loaded when the dialog first opens
 * (or once the page has settled), not with the pages that show the button (decision 077); mounted at each opening, so
 * each starts from the product and distance it was opened for.
 */
export default function CreateAlertForm({ place, product, radius, unit, onDone }: CreateAlertFormProps) {
  const ALERT_TEXT = useAlertText();
  const { user } = useUser();
  const [word, setWord] = useState(product);
  const [within, setWithin] = useState(RADII.includes(radius) ? radius : 10);
  const [goodPicking, setGoodPicking] = useState(false);
  const [headsUp, setHeadsUp] = useState(false);
  const create = useCreateAlert();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = place.near ? { near: place.near, place: place.label } : { location: place.location };
    create.mutate(
      { product: word.trim(), ...at, radius: within, unit, wants: goodPicking ? 'good-picking' : 'available', headsUp },
      {
        onSuccess: (alert) => {
          onDone();
          toast({ title: ALERT_TEXT.created(alert) });
        },
      },
    );
  };

  return (
    <>
      <DialogTitle>{ALERT_TEXT.dialogTitle}</DialogTitle>
      <DialogDescription className="mt-2">{ALERT_TEXT.dialogLead(place.label)}</DialogDescription>
      {/* An alert needs a verified address (decision 033): say so before the form, not after a refused save. */}
      <VerifyEmailNotice action={ALERT_TEXT.verifyAction} className="mt-4" />
      <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
        <Field
          label={ALERT_TEXT.product}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          maxLength={ALERT_LIMITS.productMax}
          required
          autoComplete="off"
          hint={ALERT_TEXT.productHint}
          error={create.isError ? errorMessage(create.error) : undefined}
        />
        <RadiusSelect
          label={ALERT_TEXT.distance}
          value={within}
          options={RADII}
          onChange={setWithin}
          optionLabel={(r) => ALERT_TEXT.radiusOption(r, unit, place.label)}
        />
        {/* Issue 32 point 1 (decision 067): told when a u-pick's picking of it is good or excellent, not merely when it is available. */}
        <label className="flex cursor-pointer items-start gap-3 text-sm text-stone-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={goodPicking}
            onChange={(e) => setGoodPicking(e.target.checked)}
          />
          <span>
            <span className="font-semibold">{ALERT_TEXT.goodPicking}</span>
            <span className="block text-stone-700">{ALERT_TEXT.goodPickingHint}</span>
          </span>
        </label>
        {/* Issue 32 point 3 (decision 068): a week before the crop usually starts around the place, and its first availability. */}
        <label className="flex cursor-pointer items-start gap-3 text-sm text-stone-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" checked={headsUp} onChange={(e) => setHeadsUp(e.target.checked)} />
          <span>
            <span className="font-semibold">{ALERT_TEXT.headsUp}</span>
            <span className="block text-stone-700">{ALERT_TEXT.headsUpHint}</span>
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={create.isPending || word.trim().length < 2 || !user?.emailVerified}>
          {create.isPending ? ALERT_TEXT.saving : ALERT_TEXT.save}
        </Button>
      </form>
    </>
  );
}
