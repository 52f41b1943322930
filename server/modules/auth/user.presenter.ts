import type { User } from '@common/schemas/auth.js';
import type { UserRow } from '../../db/schema/index.js';

/** Exactly the fields of a user that leave the server. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    userType: row.userType,
    onboardingCompleted: row.onboardingCompleted,
    emailVerified: row.emailVerifiedAt !== null,
    units: row.units,
    language: row.language,
    home: row.homeLat !== null && row.homeLng !== null ? { label: row.homeLabel, lat: row.homeLat, lng: row.homeLng } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
