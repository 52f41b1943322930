import type { z } from 'zod';
import type { FarmStatusSchema } from '@common/schemas/farms';

export type { FarmDetail, FarmSummary, FarmInput, OpenState, Photo, Product, MapFeatureCollection } from '@common/schemas/farms';
export type FarmStatus = z.infer<typeof FarmStatusSchema>;
