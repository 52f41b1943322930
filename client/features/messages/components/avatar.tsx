import { cn } from '@/lib/utils';

/** A person's initial on a colour of their own (no photos of people are stored). */
export function Avatar({ name, id, size = 'md', className }: { name: string; id: string; size?: 'sm' | 'md'; className?: string }) {
  const hue = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 0);
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: `hsl(${hue} 45% 38%)` }}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white',
        size === 'sm' ? 'h-10 w-10' : 'h-11 w-11',
        className,
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
