import type { LucideProps } from 'lucide-react';

/** The sprite's address, written in by the build (scripts/icon-sprite.ts): the same in the browser's and the server's. */
declare const __ICON_SPRITE__: string;

/**
 * One lucide icon, drawn from the sprite (decision 088): the code imports icons from lucide-react as before, and the
 * build turns each into a function that calls this one. The <svg> is lucide's own (its attributes, its classes
 * `lucide lucide-<name>`, aria-hidden unless labelled, the props given), with a <use> of the sprite's symbol in place
 * of the paths; the paths inherit its stroke and fill. Lucide's context (LucideProvider) and nonScalingStroke are not
 * supported: nothing uses them.
 */
export function spriteIcon(
  { size, width, height, color, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }: LucideProps,
  name: string,
  aliasClasses?: string,
) {
  const labelled =
    children != null || Object.entries(rest).some(([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null);
  const classes = new Set(['lucide', `lucide-${name}`, ...`${aliasClasses ?? ''} ${className ?? ''}`.split(/\s+/)]);
  classes.delete('');
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width ?? size ?? 24}
      height={height ?? size ?? 24}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color ?? 'currentColor'}
      strokeWidth={absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size ?? 24) : strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[...classes].join(' ')}
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      <use href={`${__ICON_SPRITE__}#${name}`} />
      {children}
    </svg>
  );
}
