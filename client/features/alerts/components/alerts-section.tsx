import { Link } from 'wouter';
import { BellRing, RefreshCw, Trash2 } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from '@/features/auth/ui';
import { errorMessage } from '@/lib/api-client';
import { useChangeAlert } from '../api/change-alert';
import { useAlerts } from '../api/get-alerts';
import { useAlertText } from '../alert-text';

/** Account settings: every alert, with renew (one tap) and delete. */
export function AlertsSection() {
  const ALERT_TEXT = useAlertText();
  const { data, isPending, isError, error } = useAlerts();
  const change = useChangeAlert();
  return (
    <SettingsSection id="alerts" title={ALERT_TEXT.settingsTitle} description={ALERT_TEXT.settingsLead}>
      {isPending && <Spinner label={ALERT_TEXT.loading} />}
      {isError && (
        <p role="alert" className="text-tomato-700">
          {errorMessage(error)}
        </p>
      )}
      {data && data.items.length === 0 && <p className="text-stone-700">{ALERT_TEXT.none}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-2 text-sm text-stone-600">{ALERT_TEXT.count(data.items.length, data.limit)}</p>
          <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
            {data.items.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-1.5 font-semibold text-stone-900">
                    <BellRing className="h-4 w-4 text-brand-700" aria-hidden="true" />
                    {a.product}
                  </p>
                  <p className="text-sm text-stone-700">{ALERT_TEXT.where(a)}</p>
                  {a.wants === 'good-picking' && <p className="text-sm font-medium text-brand-800">{ALERT_TEXT.wantsGoodPicking}</p>}
                  {a.headsUp && <p className="text-sm font-medium text-brand-800">{ALERT_TEXT.wantsHeadsUp}</p>}
                  <p className={a.expired ? 'text-sm font-medium text-tomato-700' : 'text-sm text-stone-600'}>{ALERT_TEXT.expires(a)}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => change.mutate({ id: a.id, action: 'renew' })}>
                    <RefreshCw className="h-4 w-4" aria-hidden="true" />
                    {ALERT_TEXT.renew}
                    <span className="sr-only"> {a.product}</span>
                  </Button>
                  <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate({ id: a.id, action: 'delete' })}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {ALERT_TEXT.remove}
                    <span className="sr-only"> {a.product}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={paths.inSeason} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
        {ALERT_TEXT.findMore}
      </Link>
    </SettingsSection>
  );
}
