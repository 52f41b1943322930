// @vitest-environment node
import { CheckCircle2, Heart } from 'lucide-react';
import LucideCheckCircle2 from 'lucide-react/icons/circle-check';
import LucideHeart from 'lucide-react/icons/heart';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// `lucide-react` is rewritten by the sprite's plugin (scripts/icon-sprite.ts, in vitest.config.ts as in the build);
// `lucide-react/icons/*` is not: lucide's own components, to compare with.
const svgTag = (html: string) => /^<svg[^>]*>/.exec(html)![0];
const cases: Array<ComponentProps<typeof Heart>> = [
  {},
  { className: 'h-4 w-4 text-primary' },
  { size: 16, strokeWidth: 1.5, fill: 'currentColor' },
  { size: 32, strokeWidth: 2, absoluteStrokeWidth: true, color: 'red' },
  { 'aria-label': 'Saved', role: 'img', style: { verticalAlign: 'middle' } },
  { className: 'lucide lucide-heart extra', 'data-testid': 'fav' } as ComponentProps<typeof Heart>,
];

describe('icons from the sprite (decision 088)', () => {
  it.each(cases)('draw the <svg> lucide draws, with a <use> of the sprite for its paths: %o', (props) => {
    const sprite = renderToStaticMarkup(<Heart {...props} />);
    const lucide = renderToStaticMarkup(<LucideHeart {...props} />);
    expect(svgTag(sprite)).toBe(svgTag(lucide));
    expect(sprite).toMatch(/<use href="\/@fsf\/icons\.svg#heart"><\/use><\/svg>$/);
    expect(lucide).toContain('<path');
  });

  it('give an alias the classes lucide gives it', () => {
    const sprite = renderToStaticMarkup(<CheckCircle2 className="h-4" />);
    expect(svgTag(sprite)).toBe(svgTag(renderToStaticMarkup(<LucideCheckCircle2 className="h-4" />)));
    expect(sprite).toContain('class="lucide lucide-circle-check lucide-check-circle-2 h-4"');
    expect(sprite).toContain('#circle-check"');
  });

  it('keep a child (a <title>) and leave the icon announced', () => {
    const sprite = renderToStaticMarkup(
      <Heart>
        <title>Saved</title>
      </Heart>,
    );
    expect(sprite).not.toContain('aria-hidden');
    expect(sprite).toMatch(/<use [^>]*><\/use><title>Saved<\/title><\/svg>$/);
  });
});
