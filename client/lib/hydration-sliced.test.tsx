import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { sliced } from './hydration-sliced';

// A page re-renders while its slices wait to hydrate; a slice React visits again with a new element is hydrated in
// that render (decision 073 point 5). `sliced` keeps React out of the slice when its props are the same.
describe('sliced', () => {
  it('renders the component in its slice, and again only when its props change', () => {
    let renders = 0;
    const Card = sliced(function Card({ name }: { name: string }) {
      renders++;
      return <p>{name}</p>;
    });
    let bump: () => void = () => {};
    let rename: (n: string) => void = () => {};
    function Page() {
      const [, setTick] = useState(0);
      const [name, setName] = useState('Marchetti Homestead');
      bump = () => setTick((t) => t + 1);
      rename = setName;
      return <Card name={name} />;
    }
    render(<Page />);
    expect(screen.getByText('Marchetti Homestead')).toBeTruthy();
    expect(renders).toBe(1);
    act(() => bump());
    expect(renders).toBe(1);
    act(() => rename('Hudson Berry Farm'));
    expect(renders).toBe(2);
    expect(screen.getByText('Hudson Berry Farm')).toBeTruthy();
  });
});
