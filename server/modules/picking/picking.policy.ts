import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';

/**
 * Who may say how the picking is (decision 062): the listing's farmer, with hours and a note; anyone else signed in
 * as a visitor at the field. Only at listings people pick at: a u-pick, or a listing with the pick-your-own feature.
 */
export const pickingPolicy = {
  takesPicking: (farm: Pick<FarmRow, 'kind' | 'features'>) => farm.kind === 'u-pick' || farm.features.includes('pick-your-own'),
  speaksAsFarmer: (user: Subject, farm: Pick<FarmRow, 'ownerId'>) => !!farm.ownerId && farm.ownerId === user.id,
};
