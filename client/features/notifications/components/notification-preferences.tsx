import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { NOTIFICATION_TYPES, type NotificationPreferences } from '@common/schemas/notifications';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences, useSetPreferences } from '../api/preferences';

/**
 * The channels, in the server's order: those its channel registry names in each type's row (decision 060). A
 * channel's label is the catalogue's `notifications:channels.<name>`.
 */
export const channelsOf = (prefs: NotificationPreferences): string[] => Object.keys(prefs[NOTIFICATION_TYPES[0].id] ?? {});

/** Which notifications arrive where: one switch per type and channel, saved as soon as it is flipped. */
export function NotificationPreferences() {
  const { data: prefs, error } = usePreferences();
  const save = useSetPreferences();
  const { t } = useTranslation('notifications');
  // Built from the ids: t('notifications:channels.inApp') t('notifications:channels.push') t('notifications:channels.email')
  // t('notifications:types.message.label') t('notifications:types.message.hint') t('notifications:types.bulk_message.label')
  // t('notifications:types.bulk_message.hint') t('notifications:types.favorite_update.label') t('notifications:types.favorite_update.hint')
  // t('notifications:types.product_alert.label') t('notifications:types.product_alert.hint') t('notifications:types.review_reply.label')
  // t('notifications:types.review_reply.hint') t('notifications:types.achievement.label') t('notifications:types.achievement.hint')
  // t('notifications:types.listing_feedback.label') t('notifications:types.listing_feedback.hint') t('notifications:types.stand_sold_out.label')
  // t('notifications:types.stand_sold_out.hint') t('notifications:types.listing_claim.label') t('notifications:types.listing_claim.hint')
  // t('notifications:types.sales_summary.label') t('notifications:types.sales_summary.hint')
  const channel = (c: string) => t(`channels.${c}` as 'channels.inApp');
  const channels = prefs ? channelsOf(prefs) : [];
  // What was just tapped shows at once (the cached choices update a moment later); cleared when its save settles.
  const [tapped, setTapped] = useState<Record<string, boolean>>({});
  const flip = (type: (typeof NOTIFICATION_TYPES)[number]['id'], channel: string, on: boolean) => {
    const cell = `${type}:${channel}`;
    setTapped((was) => ({ ...was, [cell]: on }));
    const row = { ...prefs![type] };
    for (const c of channels) row[c] = c === channel ? on : (tapped[`${type}:${c}`] ?? row[c]);
    save.mutate({ [type]: row }, { onSettled: () => setTapped(({ [cell]: _, ...rest }) => rest) });
  };
  return (
    <section aria-labelledby="notification-prefs-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h2 id="notification-prefs-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('prefs.intro')}</p>
      {Boolean(error) && !prefs && (
        <p role="alert" className="mt-4 text-tomato-700">
          {t('prefs.loadFailed')}
        </p>
      )}
      {!prefs && !error && <Spinner className="mt-4" label={t('prefs.loading')} />}
      {prefs && (
        <table className="mt-5 w-full text-left text-sm">
          <thead>
            <tr className="text-stone-700">
              <th scope="col" className="pb-2 font-medium">
                <span className="sr-only">{t('prefs.type')}</span>
              </th>
              {channels.map((c) => (
                <th key={c} scope="col" className="w-16 pb-2 text-center font-medium sm:w-24">
                  {channel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type.id}>
                <th scope="row" className="py-3 pr-2 font-normal">
                  <span className="block font-medium text-stone-900">{t(`types.${type.id}.label`)}</span>
                  <span className="block text-stone-600">{t(`types.${type.id}.hint`)}</span>
                </th>
                {channels.map((c) => (
                  <td key={c} className="text-center">
                    <input
                      type="checkbox"
                      className="h-6 w-6 cursor-pointer accent-brand-600"
                      aria-label={`${t(`types.${type.id}.label`)}: ${channel(c)}`}
                      checked={tapped[`${type.id}:${c}`] ?? prefs[type.id][c]}
                      onChange={(e) => flip(type.id, c, e.target.checked)}
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
