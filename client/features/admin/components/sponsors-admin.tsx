import { useState } from 'react';
import { ChartLine, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth/api/use-user';
import { inputOf, useAdminSponsors, useSponsorMutations, type AdminSponsor } from '../api/sponsors';
import { formatDate } from '../api/admin-mutation';
import { SponsorForm } from './sponsor-form';
import { SponsorStatsPanel } from './sponsor-stats';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function runState(s: AdminSponsor, now = Date.now()) {
  if (!s.isActive) return 'Paused';
  if (s.startsAt && Date.parse(s.startsAt) > now) return 'Scheduled';
  if (s.endsAt && Date.parse(s.endsAt) <= now) return 'Ended';
  return 'Live';
}

/** Admin → Sponsors: assets with their schedule and numbers; add, edit, pause, delete, and stats over time. */
export function SponsorsAdmin() {
  const { data, isLoading } = useAdminSponsors();
  const { update, remove } = useSponsorMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [statsOf, setStatsOf] = useState<string | null>(null);
  const edited = data?.items.find((s) => s.id === editing);
  const charted = data?.items.find((s) => s.id === statsOf);
  const onError = (title: string) => (err: Error) => toast({ title, description: errorText(err), variant: 'error' });

  return (
    <div className="space-y-8">
      <div role="region" aria-label="Sponsor assets" tabIndex={0} className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        <table className="w-full min-w-[760px] text-left text-sm">
          <caption className="sr-only">Sponsor assets with schedule, impressions, clicks and click rate</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Title</th>
              <th scope="col" className="px-3 py-2 font-semibold">Media</th>
              <th scope="col" className="px-3 py-2 font-semibold">Runs</th>
              <th scope="col" className="px-3 py-2 font-semibold">Active</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Impressions</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Clicks</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Click rate</th>
              <th scope="col" className="px-3 py-2 font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {isLoading && (
              <tr><td colSpan={8} className="px-3 py-4 text-stone-600">Loading sponsors…</td></tr>
            )}
            {data?.items.length === 0 && (
              <tr><td colSpan={8} className="px-3 py-4 text-stone-600">No sponsors yet. Add the first one below.</td></tr>
            )}
            {data?.items.map((s) => (
              <tr key={s.id} className="align-top">
                <td className="px-3 py-2.5 font-medium">{s.title}</td>
                <td className="px-3 py-2.5">{s.mediaType === 'youtube' ? 'YouTube' : s.mediaType} · popup</td>
                <td className="px-3 py-2.5">
                  <span className="font-medium">{runState(s)}</span>
                  <span className="block text-xs text-stone-600">
                    {s.startsAt || s.endsAt ? `${s.startsAt ? formatDate(s.startsAt) : 'now'} – ${s.endsAt ? formatDate(s.endsAt) : 'open-ended'}` : 'No end date'}
                  </span>
                </td>
                <td className="px-3 py-2.5">
                  <input
                    type="checkbox"
                    checked={s.isActive}
                    onChange={(e) => update.mutate({ id: s.id, input: inputOf(s, { isActive: e.target.checked }) }, { onError: onError('Could not change the sponsor') })}
                    className="h-5 w-5 accent-brand-600"
                    aria-label={`Active: ${s.title}`}
                  />
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{s.impressions}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{s.clicks}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{pct(s.clickRate)}</td>
                <td className="px-3 py-2.5">
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" aria-label={`Statistics for ${s.title}`} aria-pressed={statsOf === s.id} onClick={() => setStatsOf(statsOf === s.id ? null : s.id)}>
                      <ChartLine className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Edit ${s.title}`} onClick={() => setEditing(s.id)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={`Delete ${s.title}`} onClick={() => confirm(`Delete “${s.title}”?`) && remove.mutate(s.id, { onError: onError('Could not delete the sponsor') })}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {charted && <SponsorStatsPanel key={charted.id} asset={charted} />}
      {edited ? <SponsorForm key={edited.id} asset={edited} onDone={() => setEditing(null)} /> : <SponsorForm />}
    </div>
  );
}
