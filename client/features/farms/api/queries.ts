import { farmMapQuery } from './get-farm-map';
import { farmDetailQuery } from './get-farm';
import { farmListQuery } from './get-farms';
import { myFarmsQuery } from './get-my-farms';

/** One place to reach every listing query: pages prefetch with these, mutations invalidate by farmKeys. */
export const farmQueries = {
  list: farmListQuery,
  map: farmMapQuery,
  detail: farmDetailQuery,
  mine: myFarmsQuery,
};
export { farmKeys } from './keys';
