import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The ambassador's link, selectable, with a copy button that says when it worked. */
export function ReferralLink({ link, dark }: { link: string; dark?: boolean }) {
  const { t } = useTranslation('ambassadors');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard blocked: the link stays selectable */
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={link}
        aria-label={t('link.label')}
        onFocus={(e) => e.currentTarget.select()}
        className={
          dark
            ? 'h-11 min-w-0 flex-1 rounded-xl border border-brand-700 bg-brand-800 px-3 font-mono text-sm text-white'
            : 'h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 font-mono text-sm'
        }
      />
      <Button variant={dark ? 'sun' : 'secondary'} onClick={copy}>
        {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
        <span aria-live="polite">{copied ? t('link.copied') : t('link.copy')}</span>
      </Button>
    </div>
  );
}
