import { useEffect, useState } from 'react';
import { afterIdle } from '@/lib/idle';
import { storage } from '@/lib/utils';
import { hasLocation, MAP_AREA, MY_LOCATION, parseFilters, type FarmFilters } from './filters';

/**
 * The place this browser searched last, shared by /browse, /open-now and /in-season (issue 34, point 7): opening one of
 * them with no place in the address searches where the person already looked, instead of asking for their position.
 * Kept as the address keeps it (a typed place, or a position and its label), so it parses like a link.
 */
const KEY = 'fsf:last-place';

type Place = Pick<FarmFilters, 'location' | 'near' | 'place'>;

export function rememberPlace(f: Place) {
  // The map's "Search this area" is a view, not a place someone chose to search around; and the phone's own position
  // is used for that search only, as the home page promises (a typed or picked place is what is kept).
  if (!(f.near || f.location) || (f.near && (f.place === MAP_AREA || (f.place ?? MY_LOCATION) === MY_LOCATION))) return;
  const qs = new URLSearchParams();
  if (f.near) {
    qs.set('near', f.near);
    if (f.place) qs.set('place', f.place);
  } else qs.set('location', f.location!);
  storage.set(KEY, qs.toString());
}

/**
 * A page's place waits for the browser to be idle before it is written: the first write to localStorage was a long
 * part of hydration's effects on a slow phone (decision 079). A read in the meantime writes it first.
 */
let unsaved: Place | null = null;
function saveUnsaved() {
  if (unsaved) rememberPlace(unsaved);
  unsaved = null;
}
function rememberWhenIdle(f: Place) {
  if (!unsaved) afterIdle(saveUnsaved);
  unsaved = f;
}

/** The remembered place, checked as a link's would be (a hand-edited value is dropped). */
export function rememberedPlace(): Place | null {
  saveUnsaved();
  const saved = storage.get(KEY);
  if (!saved) return null;
  const { location, near, place } = parseFilters(saved);
  const found = { location: near ? undefined : location, near, place: near ? place : undefined };
  return found.near || found.location ? found : null;
}

/**
 * For a page whose search lives in the address: remembers the place it searches, and fills the remembered one in when
 * the address has none (after hydration: the server cannot know it). True once that check is done.
 */
export function useRememberedPlace({
  raw,
  update,
  skip = false,
}: {
  raw: FarmFilters;
  update: (patch: Partial<FarmFilters>, opts?: { replace?: boolean }) => void;
  /** Remember, but do not fill in (the page is about to ask for the position instead). */
  skip?: boolean;
}) {
  const [checked, setChecked] = useState(false);
  const { near, location, place } = raw;
  const linked = hasLocation(raw);
  useEffect(() => {
    if (linked) rememberWhenIdle({ near, location, place });
    else if (!checked && !skip) {
      const saved = rememberedPlace();
      if (saved) update(saved, { replace: true });
    }
    setChecked(true);
  }, [linked, checked, skip, near, location, place, update]);
  return checked;
}
