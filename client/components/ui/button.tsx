import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  /** On a dark band (home page hero). */
  'primary-deep': 'bg-brand-800 text-white ring-1 ring-brand-500 hover:bg-brand-700 shadow-sm',
  ghost: 'text-stone-700 hover:bg-stone-100',
  'ghost-brand': 'text-brand-800 hover:bg-stone-100',
  /** Remove / delete actions that are not the dialog's main action. */
  'ghost-danger': 'text-tomato-700 hover:bg-red-50',
  /** On a dark surface (sponsor pop-up). */
  'ghost-inverse': 'text-white hover:bg-stone-800',
  danger: 'bg-tomato-700 text-white hover:bg-red-800',
  sun: 'bg-sun text-stone-900 hover:bg-yellow-400 shadow-sm',
} as const;
const SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-4', 'md-tight': 'h-11 px-3', lg: 'h-12 px-6 text-lg', icon: 'h-11 w-11' } as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

/**
 * Touch-sized (44 px) by default: thumbs at the side of a road. Colours, padding and display come from `variant` and
 * `size`; `className` may only add classes none of them set (margins, width, `max-sm:hidden`), as `cn` does not merge.
 */
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
