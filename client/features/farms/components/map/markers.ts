import type { DivIcon } from 'leaflet';
import type { OpenState } from '@common/schemas/farms';
import type { FarmsT } from '../../filters';
import type { Leaflet } from './load-leaflet';
import type { PickingCondition } from '@common/schemas/picking';
import { PICKING_TONE } from '@/features/picking';

/**
 * Markers are plain HTML (L.divIcon), never image icons: they need no network, so the map still shows
 * every stand when tiles cannot load. Built with DOM nodes and textContent, so a name is never HTML.
 */
const COLOR: Record<OpenState['status'], string> = { open: '#2f6b3a', closed: '#b53d1c', unknown: '#57534e' };
/** A stand marker's title and accessible name, "Whitaker Farm Stand, closed", in the reader's language. */
export function markerTitle(t: FarmsT, name: string, status: OpenState['status'], picking?: PickingCondition): string {
  const said = { open: t('farms:map.marker.open'), closed: t('farms:map.marker.closed'), unknown: t('farms:map.marker.unknown') }[status];
  const title = t('farms:map.marker.title', { name, status: said });
  if (!picking) return title;
  const pick = {
    excellent: t('farms:map.marker.picking.excellent'),
    good: t('farms:map.marker.picking.good'),
    fair: t('farms:map.marker.picking.fair'),
    'picked-over': t('farms:map.marker.picking.pickedOver'),
    'done-for-season': t('farms:map.marker.picking.doneForSeason'),
  }[picking];
  return t('farms:map.marker.withPicking', { title, picking: pick });
}

function el(tag: string, style: Partial<CSSStyleDeclaration>, text?: string) {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `picking`: a u-pick's best picking now colours the pin's ring (issue 32 point 1, decision 062). */
export function pointIcon(L: Leaflet, status: OpenState['status'], selected = false, picking?: PickingCondition): DivIcon {
  const ring = picking ? `0 0 0 3px ${PICKING_TONE[picking].ring}, ` : '';
  const size = selected ? 34 : 26;
  const dot = el('span', {
    display: 'block',
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '9999px',
    background: COLOR[status],
    border: '3px solid #fff',
    boxShadow: selected ? `${ring}0 0 0 ${picking ? 7 : 4}px rgba(244,197,66,.9), 0 2px 6px rgba(0,0,0,.45)` : `${ring}0 1px 4px rgba(0,0,0,.45)`,
    boxSizing: 'border-box',
  });
  if (status === 'open')
    dot.append(el('span', { display: 'block', margin: '30% auto', width: '40%', height: '40%', borderRadius: '9999px', background: '#fff' }));
  return L.divIcon({ html: dot, className: 'fsf-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

export function clusterIcon(L: Leaflet, count: number): DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 50 : 58;
  const label = count >= 10_000 ? `${Math.round(count / 1000)}k` : count >= 1000 ? `${(count / 1000).toFixed(1)}k` : String(count);
  const bubble = el(
    'span',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '9999px',
      background: '#1c4024',
      color: '#fff',
      font: '700 14px/1 system-ui, sans-serif',
      border: '3px solid #fff',
      boxShadow: '0 0 0 5px rgba(47,107,58,.35), 0 1px 4px rgba(0,0,0,.4)',
      boxSizing: 'border-box',
    },
    label,
  );
  return L.divIcon({ html: bubble, className: 'fsf-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

export function hereIcon(L: Leaflet): DivIcon {
  const dot = el('span', {
    display: 'block',
    width: '18px',
    height: '18px',
    borderRadius: '9999px',
    background: '#2563eb',
    border: '3px solid #fff',
    boxShadow: '0 0 0 6px rgba(37,99,235,.25)',
    boxSizing: 'border-box',
  });
  return L.divIcon({ html: dot, className: 'fsf-marker', iconSize: [18, 18], iconAnchor: [9, 9] });
}
