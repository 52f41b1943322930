import { useState } from 'react';
import { CHANNELS, NOTIFICATION_TYPES, type Channel } from '@common/schemas/notifications';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences, useSetPreferences } from '../api/preferences';

const CHANNEL_LABELS: Record<Channel, string> = { inApp: 'In the app', push: 'Push', email: 'Email' };

/** Which notifications arrive where: one switch per type and channel, saved as soon as it is flipped. */
export function NotificationPreferences() {
  const { data: prefs, error } = usePreferences();
  const save = useSetPreferences();
  // What was just tapped shows at once (the cached choices update a moment later); cleared when its save settles.
  const [tapped, setTapped] = useState<Record<string, boolean>>({});
  const flip = (type: (typeof NOTIFICATION_TYPES)[number]['id'], channel: Channel, on: boolean) => {
    const cell = `${type}:${channel}`;
    setTapped((t) => ({ ...t, [cell]: on }));
    const row = { ...prefs![type] };
    for (const c of CHANNELS) row[c] = c === channel ? on : (tapped[`${type}:${c}`] ?? row[c]);
    save.mutate({ [type]: row }, { onSettled: () => setTapped(({ [cell]: _, ...rest }) => rest) });
  };
  return (
    <section aria-labelledby="notification-prefs-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="notification-prefs-title" className="text-xl font-semibold">
        Notifications
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        What you hear about, and where. Push needs to be turned on for each device; emails go to your account’s address.
      </p>
      {Boolean(error) && !prefs && (
        <p role="alert" className="mt-4 text-tomato-700">
          Couldn’t load your choices. Reload the page to try again.
        </p>
      )}
      {!prefs && !error && <Spinner className="mt-4" label="Loading your notification choices" />}
      {prefs && (
        <table className="mt-5 w-full text-left text-sm">
          <thead>
            <tr className="text-stone-700">
              <th scope="col" className="pb-2 font-medium">
                <span className="sr-only">Type</span>
              </th>
              {CHANNELS.map((c) => (
                <th key={c} scope="col" className="w-16 pb-2 text-center font-medium sm:w-24">
                  {CHANNEL_LABELS[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {NOTIFICATION_TYPES.map((t) => (
              <tr key={t.id}>
                <th scope="row" className="py-3 pr-2 font-normal">
                  <span className="block font-medium text-stone-900">{t.label}</span>
                  <span className="block text-stone-600">{t.hint}</span>
                </th>
                {CHANNELS.map((c) => (
                  <td key={c} className="text-center">
                    <input
                      type="checkbox"
                      className="h-6 w-6 cursor-pointer accent-brand-600"
                      aria-label={`${t.label}: ${CHANNEL_LABELS[c]}`}
                      checked={tapped[`${t.id}:${c}`] ?? prefs[t.id][c]}
                      onChange={(e) => flip(t.id, c, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
