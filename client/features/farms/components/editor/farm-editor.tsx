import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useSaveFarm } from '../../api/save-farm';
import { useSetProductAvailability } from '../../api/set-product-availability';
import { BasicsSection } from './basics-section';
import { emptyState, snapshot, stateFromFarm, toInput, type EditorState, type ProductDraft } from './editor-state';
import { ErrorSummary } from './error-summary';
import { HoursGridEditor } from './hours-grid-editor';
import { LocationSection } from './location-section';
import { ContactSection, OfferSection } from './offer-contact-sections';
import { PaymentSection } from './payment-section';
import { PhotosEditor } from './photos-editor';
import { ProductsEditor } from './products-editor';
import { PublishPanel, usePublishToggle } from './publish-panel';
import { StandSignPanel } from '@/features/trust/ui';
import { useUnsavedGuard } from '@/lib/use-unsaved-guard';
import { validate, type FieldErrors } from './validate';

const setAvailable = (s: EditorState, productId: string, available: boolean): EditorState => ({
  ...s,
  products: s.products.map((p) => (p.id === productId ? { ...p, available } : p)),
});

/** The whole listing in one form: quick on a phone, saved with one PUT (photos and availability save at once). */
export function FarmEditor({ farm, onCreated }: { farm: FarmDetail | null; onCreated: (id: number) => void }) {
  const { t } = useTranslation('farms');
  const id = farm?.id ?? null;
  const [state, setState] = useState<EditorState>(() => (farm ? stateFromFarm(farm) : emptyState()));
  const [baseline, setBaseline] = useState<EditorState>(state);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveFarm(id);
  const dirty = snapshot(state) !== snapshot(baseline);
  const unsavedGuard = useUnsavedGuard(dirty, {
    title: t('editor.form.unsaved'),
    confirmLabel: t('editor.form.leaveUnsaved'),
    cancelLabel: t('editor.form.stay'),
  });

  const set = useCallback((patch: Partial<EditorState>) => setState((s) => ({ ...s, ...patch })), []);
  // Opened at a section (the dashboard's "Today's stock" link is #products): the form renders after the listing
  // loads, later than the browser looks for the anchor, so go there once it is on the page.
  useEffect(() => {
    const section = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    section?.scrollIntoView({ block: 'start' });
  }, []);
  const showErrors = (msg: string | undefined, fields: FieldErrors) => {
    setMessage(msg);
    setErrors(fields);
    requestAnimationFrame(() => summary.current?.focus());
  };

  // Availability of a saved product saves at once; the baseline moves with it so it is not "unsaved".
  const rollback = ({ productId, available }: { productId: string; available: boolean }) => {
    setState((s) => setAvailable(s, productId, !available));
    setBaseline((b) => setAvailable(b, productId, !available));
  };
  const availability = useSetProductAvailability(id ?? 0, rollback);
  const isInstant = (p: ProductDraft) => id !== null && Boolean(p.id);
  const onAvailable = (p: ProductDraft, available: boolean) => {
    if (!isInstant(p)) return setState((s) => ({ ...s, products: s.products.map((x) => (x.key === p.key ? { ...x, available } : x)) }));
    setState((s) => setAvailable(s, p.id!, available));
    setBaseline((b) => setAvailable(b, p.id!, available));
    availability.mutate({ productId: p.id!, available });
  };

  // One publish switch for the panel and the sticky bar (persist is a hoisted function declaration).
  const publish = usePublishToggle({ farm, dirty, saveFirst: persist, onRefused: showErrors });

  async function persist(): Promise<boolean> {
    const found = validate(state, t);
    if (Object.keys(found).length) {
      showErrors(t('editor.form.fixFirst'), found);
      return false;
    }
    try {
      const saved = await save.mutateAsync(toInput(state));
      const next = stateFromFarm(saved);
      setState(next);
      setBaseline(next);
      setErrors({});
      setMessage(undefined);
      toast({ title: id === null ? t('editor.form.created') : t('editor.form.saved'), variant: 'success' });
      if (id === null) onCreated(saved.id);
      return true;
    } catch (err) {
      showErrors(errorMessage(err), err instanceof ApiError ? (err.fields ?? {}) : {});
      return false;
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void persist();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {unsavedGuard}
      <ErrorSummary ref={summary} message={message} errors={errors} />
      <BasicsSection state={state} set={set} errors={errors} />
      <LocationSection state={state} set={set} errors={errors} />
      <HoursGridEditor
        value={state.hours}
        // A changed grid is checked live (the preview says what is wrong): the last save's word on it is out of date.
        onChange={(hours) => (set({ hours }), setErrors(({ openingHours: _, ...rest }) => rest))}
        error={errors.openingHours}
      />
      <ProductsEditor products={state.products} onChange={(products) => set({ products })} onAvailable={onAvailable} isInstant={isInstant} errors={errors} />
      <OfferSection state={state} set={set} errors={errors} />
      <PaymentSection state={state} set={set} errors={errors} />
      <ContactSection state={state} set={set} errors={errors} />
      <PhotosEditor farmId={id} />
      {farm && <StandSignPanel farmId={farm.id} />}
      {farm && <PublishPanel farm={farm} publish={publish} />}

      {/* Save and Publish stay in reach at the bottom of the viewport on a form ~8,000 px tall on a phone (issue 34).
          The bar is in the form's flow (sticky, not fixed), so it never covers the last field; safe-area aware. */}
      <div
        data-testid="editor-bar"
        className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-stone-200 bg-cream/95 px-4 pt-3 backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <p className="min-w-0 flex-1 text-sm font-medium text-stone-700" aria-live="polite">
          {save.isPending ? t('editor.form.saving') : dirty ? t('editor.form.dirty') : id === null ? t('editor.form.notSaved') : t('editor.form.allSaved')}
        </p>
        <div className="flex gap-2">
          <Button
            type="submit"
            size="lg"
            variant={publish.canToggle && !publish.published ? 'secondary' : 'primary'}
            disabled={save.isPending || (!dirty && id !== null)}
            className="min-w-28"
          >
            {id === null ? t('editor.form.create') : t('editor.form.save')}
          </Button>
          {publish.canToggle && (
            <Button
              type="button"
              size="lg"
              variant={publish.published ? 'secondary' : 'primary'}
              onClick={() => void publish.toggle()}
              disabled={publish.pending}
            >
              {publish.published ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
              {publish.shortLabel}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
