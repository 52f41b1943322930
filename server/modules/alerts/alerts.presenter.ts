import type { Alert } from '@common/schemas/alerts.js';
import type { AlertRow } from './alerts.repository.js';

/** Exactly what leaves the server about an alert (never its matching query nor its unsubscribe token). */
export function presentAlert(row: AlertRow, now = new Date()): Alert {
  const expiresAt = new Date(row.expires_at);
  return {
    id: Number(row.id),
    product: row.product,
    place: { lat: row.lat, lng: row.lng, label: row.place_label },
    radius: row.radius,
    unit: row.unit,
    wants: row.wants,
    headsUp: row.heads_up,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= now.getTime(),
  };
}
