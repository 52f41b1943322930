import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from 'wouter';
import { ExternalLink } from 'lucide-react';
import type { SponsorAsset } from '@common/schemas/site';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useInitialSplashDone } from '@/components/layout/splash-store';
import { apiJson } from '@/lib/api-client';
import { getConfig } from '@/lib/config';
import { useOverlayTurn } from '@/lib/overlay-queue';
import { cn } from '@/lib/utils';
import { markShown, readSchedule, sponsorSessionId } from '../popup-schedule';

const youtubeId = (url: string) => /(?:youtu\.be\/|v=|embed\/|shorts\/)([A-Za-z0-9_-]{11})/.exec(url)?.[1] ?? null;

/**
 * docs/product.md §S4: page views are counted locally; after 3, and more than an hour after the last showing, the popup
 * opens 30 s later (after the first-load splash, once a session), plus 2 s once the sponsor has loaded.
 */
export function SponsorPopup() {
  const { t } = useTranslation('sponsors');
  const [location] = useLocation();
  const splashDone = useInitialSplashDone();
  const [asset, setAsset] = useState<SponsorAsset | null>(null);
  const [open, setOpen] = useState(false);
  const scheduled = useRef(false);
  const impressionSent = useRef(false);

  // Timers live in refs: navigating during the 30 s wait must not cancel the showing.
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  useEffect(() => {
    if (!splashDone || scheduled.current) return;
    const cfg = getConfig();
    if (!readSchedule(cfg.sponsorMinViews)) return;
    scheduled.current = true;
    timers.current.push(
      setTimeout(async () => {
        try {
          const assets = await apiJson<SponsorAsset[]>('GET', '/api/sponsors/active/popup');
          const first = assets?.[0];
          if (!first) return;
          setAsset(first);
          timers.current.push(setTimeout(() => setOpen(true), cfg.sponsorDialogDelayMs));
        } catch {
          /* no sponsor today: nothing to show */
        }
      }, cfg.sponsorPopupDelayMs),
    );
  }, [splashDone, location]);

  // One overlay at a time (lib/overlay-queue.ts): the sponsor comes last, after anything else that is showing.
  const turn = useOverlayTurn('sponsor', open && asset !== null);
  const shown = open && turn;

  useEffect(() => {
    if (!shown || !asset || impressionSent.current) return;
    impressionSent.current = true;
    markShown();
    void apiJson('POST', '/api/sponsors/impression', { assetId: asset.id, placement: 'popup', sessionId: sponsorSessionId() }).catch(() => {});
  }, [shown, asset]);

  if (!asset) return null;
  const dark = asset.theme === 'dark';
  const recordClick = () =>
    void apiJson('POST', '/api/sponsors/click', { assetId: asset.id, placement: 'popup', sessionId: sponsorSessionId() }).catch(() => {});
  const yt = asset.mediaType === 'youtube' && asset.videoUrl ? youtubeId(asset.videoUrl) : null;

  return (
    <Dialog open={shown} onOpenChange={setOpen}>
      <DialogContent size="xl" flush tone={dark ? 'dark' : 'light'} closeLabel={t('popup.close')}>
        <div className={cn('overflow-hidden rounded-t-2xl bg-stone-100', asset.aspectRatio === 'square' ? 'aspect-square' : 'aspect-video')}>
          {asset.mediaType === 'image' && asset.imageUrl && <img src={asset.imageUrl} alt={asset.altText} className="h-full w-full object-cover" />}
          {asset.mediaType === 'video' && asset.videoUrl && (
            <video
              src={asset.videoUrl}
              poster={asset.imageUrl ?? undefined}
              className="h-full w-full object-cover"
              autoPlay
              muted
              loop
              playsInline
              aria-label={asset.altText || asset.title}
            />
          )}
          {yt && (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${yt}?rel=0`}
              title={asset.altText || asset.title}
              className="h-full w-full"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
          )}
        </div>
        <div className="p-6">
          <p className={cn('text-xs font-semibold uppercase tracking-widest', dark ? 'text-stone-300' : 'text-stone-600')}>{t('popup.sponsored')}</p>
          <DialogTitle tone={dark ? 'dark' : 'light'} className="mt-1">
            {asset.title}
          </DialogTitle>
          <DialogDescription className="sr-only">{t('popup.description')}</DialogDescription>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild variant={dark ? 'sun' : 'primary'}>
              <a href={asset.linkUrl} target="_blank" rel="sponsored noopener noreferrer" onClick={recordClick}>
                {asset.ctaText} <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>
            </Button>
            <Button variant={dark ? 'ghost-inverse' : 'secondary'} onClick={() => setOpen(false)}>
              {t('popup.noThanks')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
