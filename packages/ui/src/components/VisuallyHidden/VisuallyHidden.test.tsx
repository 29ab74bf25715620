import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree as the element asked for', () => {
    render(<VisuallyHidden as="h2">Items in the cart</VisuallyHidden>);
    expect(
      screen.getByRole('heading', { name: 'Items in the cart', level: 2 }),
    ).toBeInTheDocument();
  });
});
