import type { OpenState } from '@common/schemas/farms.js';

interface AlertFacts {
  product: string;
  farmName: string;
  distance: number;
  unit: 'mi' | 'km';
  place: string;
  open: OpenState;
  timeZone: string;
}

const time = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The words of an alert (in-app, push and email alike): what, where, how far, and whether it is open. */
export function alertMessage(f: AlertFacts): { title: string; body: string } {
  const away = `${f.distance < 10 ? f.distance.toFixed(1) : Math.round(f.distance)} ${f.unit}`;
  const open =
    f.open.status === 'open'
      ? f.open.nextChange
        ? `Open now until ${time(f.open.nextChange, f.timeZone)}.`
        : 'Open now.'
      : f.open.status === 'closed'
        ? f.open.nextChange
          ? `Closed now; opens ${new Intl.DateTimeFormat('en-US', { timeZone: f.timeZone, weekday: 'long' }).format(new Date(f.open.nextChange))} at ${time(f.open.nextChange, f.timeZone)}.`
          : 'Closed now.'
        : 'Check the stand’s hours before you go.';
  return {
    title: `${f.product} at ${f.farmName}`,
    body: `${f.farmName} just marked ${f.product} as available, ${away} from ${f.place}. ${open}`,
  };
}
