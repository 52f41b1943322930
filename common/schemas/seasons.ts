import { z } from 'zod';

/** A product's usual season at a listing (issue 32 point 2, decision 063): "usually about Jun 3 – Jun 28 (3 seasons)". */
export const ProductSeasonSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** MM-DD of the usual first and last available day. */
  from: z.string(),
  until: z.string(),
  seasons: z.number().int(),
});
export type ProductSeason = z.infer<typeof ProductSeasonSchema>;

export const ListingSeasonsSchema = z.object({ products: z.array(ProductSeasonSchema) }).meta({ id: 'ListingSeasons' });
export type ListingSeasons = z.infer<typeof ListingSeasonsSchema>;
