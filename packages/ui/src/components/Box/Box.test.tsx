import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element named by `as` with its attributes', () => {
    render(
      <Box as="section" aria-label="Balance" data-testid="box" padding="large">
        ¥1,280.00
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Balance' });
    expect(box.tagName).toBe('SECTION');
    expect(box).toHaveTextContent('¥1,280.00');
    expect(box).toHaveAttribute('data-testid', 'box');
  });

  it('turns style props into classes, never into attributes', () => {
    render(
      <Box padding="large" background="surface" className="extra">
        x
      </Box>,
    );
    const box = screen.getByText('x');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('background');
    expect(box.className).toContain('extra');
    expect(box.className.split(' ').length).toBeGreaterThan(2);
  });

  it('is a div by default', () => {
    render(<Box>plain</Box>);
    expect(screen.getByText('plain').tagName).toBe('DIV');
  });

  it('passes a ref to its element', () => {
    const ref = createRef<HTMLUListElement>();
    render(
      <Box as="ul" ref={ref} aria-label="Slides">
        <li>one</li>
      </Box>,
    );
    expect(ref.current).toBe(screen.getByRole('list', { name: 'Slides' }));
  });
});
