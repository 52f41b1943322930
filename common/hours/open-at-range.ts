/** How far back and ahead of now `openAt` may ask (docs/product.md §2: plan ahead): the API's check and the picker's days. */
export const OPEN_AT_BACK_DAYS = 1;
export const OPEN_AT_MAX_DAYS = 366;
