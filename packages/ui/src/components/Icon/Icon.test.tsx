import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when labelled', () => {
    render(<Icon name="location" label="Current location" />);
    expect(screen.getByRole('img', { name: 'Current location' })).toBeInTheDocument();
  });

  it('draws every glyph of the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('applies a different class per size', () => {
    const { container, rerender } = render(<Icon name="cart" size="small" />);
    const small = container.querySelector('svg')?.getAttribute('class');
    rerender(<Icon name="cart" size="large" />);
    expect(container.querySelector('svg')?.getAttribute('class')).not.toBe(small);
  });
});
