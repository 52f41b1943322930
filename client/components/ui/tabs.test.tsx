import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

function Fruit() {
  const [value, setValue] = useState<'apples' | 'pears' | 'plums'>('pears');
  return (
    <Tabs
      value={value}
      onValueChange={setValue}
      label="Fruit"
      tabs={[
        { value: 'apples', label: 'Apples', panel: <p>Crisp</p> },
        { value: 'pears', label: 'Pears', panel: <p>Juicy</p> },
        { value: 'plums', label: 'Plums', panel: <p>Sweet</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, selects one tab, and shows only its panel, labelled by it', () => {
    render(<Fruit />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeTruthy();
    expect(tab('Pears').getAttribute('aria-selected')).toBe('true');
    expect(tab('Apples').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Pears' });
    expect(panel.textContent).toBe('Juicy');
    expect(tab('Pears').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Fruit />);
    expect(['Apples', 'Pears', 'Plums'].map((name) => tab(name).tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves to a tab and selects it with the arrow keys (wrapping), Home and End', () => {
    render(<Fruit />);
    tab('Pears').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    const at = () => [document.activeElement?.textContent, screen.getByRole('tabpanel').textContent];
    press('ArrowRight');
    expect(at()).toEqual(['Plums', 'Sweet']);
    press('ArrowRight');
    expect(at()).toEqual(['Apples', 'Crisp']);
    press('ArrowLeft');
    expect(at()).toEqual(['Plums', 'Sweet']);
    press('Home');
    expect(at()).toEqual(['Apples', 'Crisp']);
    press('End');
    expect(at()).toEqual(['Plums', 'Sweet']);
    expect(tab('Plums').tabIndex).toBe(0);
  });

  it('selects a tab that is clicked, and leaves other keys alone', () => {
    render(<Fruit />);
    fireEvent.click(tab('Apples'));
    expect(screen.getByRole('tabpanel', { name: 'Apples' }).textContent).toBe('Crisp');
    tab('Apples').focus();
    expect(fireEvent.keyDown(tab('Apples'), { key: 'Enter' })).toBe(true); // not prevented
    expect(screen.getByRole('tabpanel').textContent).toBe('Crisp');
  });
});
