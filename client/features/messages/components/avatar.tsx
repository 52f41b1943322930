import { cn } from '@/lib/utils';

/** A person's initial on a colour of their own (no photos of people are stored). */
export function Avatar({ name, id, className }: { name: string; id: string; className?: string }) {
  const hue = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: `hsl(${hue} 45% 38%)` }}
      className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white', className)}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
