import { useTranslation } from '@/lib/i18n/react';
import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

/** Shown once, right after they are made: the codes, and ways to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = `${t('recovery.fileHeading')}\n\n${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">{t('recovery.title')}</h3>
      <p className="text-sm text-stone-700">{t('recovery.intro')}</p>
      <ol aria-label={t('recovery.listLabel')} className="grid grid-cols-2 gap-2 rounded-2xl bg-stone-50 p-4 font-mono text-base tracking-wide sm:max-w-md">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <a href={href} download="farm-stand-finder-recovery-codes.txt">
            <Download className="h-4 w-4" aria-hidden="true" /> {t('recovery.download')}
          </a>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: t('recovery.copied'), description: t('recovery.copiedText'), variant: 'success' }))
              .catch(() => toast({ title: t('recovery.copyFailed'), description: t('recovery.copyFailedText'), variant: 'error' }))
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" /> {t('recovery.copy')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </div>
    </div>
  );
}
