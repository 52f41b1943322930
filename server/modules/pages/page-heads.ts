import { PAGE_HEADS } from '@common/routes.js';
import type { HeadProvider } from '../../plugins/spa.js';
import { localize } from '../../lib/i18n.js';

/**
 * The public pages' titles and descriptions (issue 16), from the route table (common/routes.ts): the title is the one
 * the page itself sets in the browser (the same catalogue key), so the first load and a client-side visit agree; both
 * in the reader's language.
 */
const HEADS = PAGE_HEADS;

export const PAGE_HEAD_PATTERN = new RegExp(`^(?<path>${Object.keys(HEADS).join('|')})/?$`);

/** <head> for the public pages above, in the reader's language. */
export const pageHead: HeadProvider = async (params, request) => {
  const head = HEADS[params.path ?? ''];
  return head ? { title: localize(head.title, request.lang), description: localize(head.description, request.lang) } : null;
};
