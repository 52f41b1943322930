import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows markup as text and makes web links clickable, leaving trailing punctuation out', () => {
    const { container } = render(
      <MessageText text={'<img src=x onerror=alert(1)> Menu at https://sunnyacres.example/menu?week=3. Or https://www.example.org!'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://sunnyacres.example/menu?week=3', 'https://www.example.org']);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(links[0].textContent).toBe('https://sunnyacres.example/menu?week=3');
  });

  it('never links other schemes', () => {
    const { container } = render(<MessageText text="javascript:alert(1) mailto:a@b.example ftp://files.example/x" />);
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
