import { REF_CODE } from '@common/limits';
import { storage } from '@/lib/utils';

const KEY = 'fsf:referral';
const DAYS_KEPT = 30;

/** Keeps an ambassador's code from /join?ref=CODE until the visitor signs up, even after browsing around. */
export function rememberRef(code: string | null | undefined) {
  if (code && REF_CODE.test(code)) storage.set(KEY, JSON.stringify({ code, at: Date.now() }));
}

export function rememberedRef(): string | undefined {
  try {
    const { code, at } = JSON.parse(storage.get(KEY) ?? 'null') ?? {};
    return typeof code === 'string' && REF_CODE.test(code) && Date.now() - at < DAYS_KEPT * 86_400_000 ? code : undefined;
  } catch {
    return undefined;
  }
}

export const forgetRef = () => storage.set(KEY, '');
