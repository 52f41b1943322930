import type { Message, Peer } from '@common/schemas/messages.js';
import type { MessageRowOut, PeerRow } from './messages.repository.js';

export function presentPeer(row: PeerRow): Peer {
  return { id: row.id, firstName: row.first_name, userType: row.user_type, farmName: row.farm_name, farmId: row.farm_id === null ? null : Number(row.farm_id) };
}

export function presentMessage(row: MessageRowOut): Message {
  return {
    id: Number(row.id),
    senderId: row.sender_id,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    bulk: row.bulk_farm_id !== null ? { farmId: Number(row.bulk_farm_id), farmName: row.bulk_farm_name ?? '' } : null,
  };
}
