import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fetchJson, apiJson } from '@/lib/api-client';

interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  summary: string | null;
  finishedAt: string | null;
}
interface JobsPage {
  items: FailedJob[];
  counts: { queued: number; running: number; dead: number };
}
interface Outbox {
  enabled: boolean;
  items: Array<{ id: number; to: string; subject: string; text: string; createdAt: string }>;
}

const KIND_LABELS: Record<string, string> = { 'email.send': 'Email', 'push.send': 'Push notification', 'followers.fanout': 'Message to followers' };
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Background work: what is waiting, what failed for good (and why), with a way to send it again. */
export function QueueAdmin() {
  const qc = useQueryClient();
  const { data, error } = useQuery({ queryKey: ['admin', 'jobs'], queryFn: ({ signal }) => fetchJson<JobsPage>('/api/admin/jobs?status=dead', signal) });
  const retry = useMutation({
    mutationFn: (id: number) => apiJson('POST', `/api/admin/jobs/${id}/retry`),
    onSuccess: () => {
      toast({ title: 'Queued again', variant: 'success' });
      return qc.invalidateQueries({ queryKey: ['admin', 'jobs'] });
    },
    onError: (err) => toast({ title: 'Could not retry', description: errorMessage(err), variant: 'error' }),
  });
  if (error) return <p role="alert">Couldn’t load the queue: {errorMessage(error)}</p>;
  if (!data) return <p className="text-stone-700">Loading…</p>;
  return (
    <div className="space-y-4">
      <p className="text-stone-800">
        {data.counts.queued} waiting · {data.counts.running} running · <strong>{data.counts.dead} failed</strong>
      </p>
      {data.items.length === 0 ? (
        <p className="text-stone-700">No failed jobs: every email, push and message to followers went out.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {data.items.map((j) => (
            <li key={j.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {KIND_LABELS[j.kind] ?? j.kind}
                  {j.summary && <span className="font-normal text-stone-700"> · {j.summary}</span>}
                </p>
                <p className="break-words text-sm text-tomato-700">{j.lastError}</p>
                <p className="text-xs text-stone-600">
                  {j.attempts} attempts{j.finishedAt && `, gave up ${when.format(new Date(j.finishedAt))}`}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => retry.mutate(j.id)} disabled={retry.isPending}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Retry
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Without SMTP_URL, the emails the site would have sent (for a developer or a test site). */
export function OutboxAdmin() {
  const { data } = useQuery({ queryKey: ['admin', 'outbox'], queryFn: ({ signal }) => fetchJson<Outbox>('/api/admin/outbox', signal) });
  if (!data) return null;
  if (!data.enabled) return <p className="text-stone-700">Email goes out through SMTP (SMTP_URL is set), so there is no local outbox.</p>;
  if (!data.items.length) return <p className="text-stone-700">No emails yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {data.items.map((m) => (
        <li key={m.id} className="py-2">
          <details>
            <summary className="cursor-pointer py-1">
              <span className="font-medium text-stone-900">{m.subject}</span> <span className="text-sm text-stone-700">to {m.to}</span>
            </summary>
            <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded-xl bg-stone-50 p-3 text-sm text-stone-800">{m.text}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
