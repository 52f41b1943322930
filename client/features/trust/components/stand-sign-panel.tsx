import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { ExternalLink, Printer, Receipt, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { EditorSection } from '@/features/farms/ui';
import { errorMessage } from '@/lib/api-client';
import { useRotateSign, useSignInfo } from '../api/stand-stock';
import { StockHistory } from './stock-history';

/** In the listing editor: print the stand's sign, open or replace it, and read who changed what. */
export function StandSignPanel({ farmId }: { farmId: number }) {
  const { t } = useTranslation('trust');
  const info = useSignInfo(farmId);
  const rotate = useRotateSign(farmId);
  const [confirming, setConfirming] = useState(false);
  const pdf = (paper: 'letter' | 'a4') => `/api/farms/${farmId}/sign?paper=${paper}`;
  return (
    <EditorSection id="stand-sign" title={t('sign.title')} description={t('sign.description')}>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a href={pdf('letter')} target="_blank" rel="noopener">
            <Printer className="h-4 w-4" aria-hidden="true" /> {t('sign.letter')}
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={pdf('a4')} target="_blank" rel="noopener">
            <Printer className="h-4 w-4" aria-hidden="true" /> {t('sign.a4')}
          </a>
        </Button>
        {info.data && (
          <Button asChild variant="ghost">
            <a href={info.data.url} target="_blank" rel="noopener">
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('sign.open')}
            </a>
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link href={paths.standSales(farmId)}>
            <Receipt className="h-4 w-4" aria-hidden="true" /> {t('sign.sales')}
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('sign.replace')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sign.confirmTitle')}
        description={t('sign.confirmBody')}
        confirmLabel={t('sign.confirm')}
        cancelLabel={t('sign.cancel')}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: t('sign.replaced'), variant: 'success' });
            },
            onError: (err) => toast({ title: errorMessage(err), variant: 'error' }),
          })
        }
        pending={rotate.isPending}
        closeOnConfirm={false}
      />
      <section id="stock-history" aria-labelledby="stock-history-title" className="scroll-mt-24 space-y-3">
        <h3 id="stock-history-title" className="text-lg font-semibold text-stone-900">
          {t('sign.history')}
        </h3>
        <StockHistory farmId={farmId} />
      </section>
    </EditorSection>
  );
}
