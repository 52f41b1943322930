import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
  danger: 'bg-tomato-700 text-white hover:bg-red-800',
  sun: 'bg-sun text-stone-900 hover:bg-yellow-400 shadow-sm',
} as const;
const SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4', lg: 'h-12 px-6 text-lg', icon: 'h-11 w-11' } as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

/** Touch-sized (44 px) by default: thumbs at the side of a road. */
export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:pointer-events-none disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
