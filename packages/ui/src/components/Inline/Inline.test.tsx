import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its pieces side by side in one element, as any element', () => {
    render(
      <Inline as="nav" aria-label="Languages">
        <a href="?lang=en">English</a>
        <a href="?lang=mn">Монгол</a>
      </Inline>,
    );
    const nav = screen.getByRole('navigation', { name: 'Languages' });
    expect(nav.children).toHaveLength(2);
  });

  it('gives other alignments other classes', () => {
    render(
      <>
        <Inline data-testid="start">a</Inline>
        <Inline data-testid="between" align="spaceBetween" wrap={false}>
          b
        </Inline>
      </>,
    );
    expect(screen.getByTestId('start').className).not.toBe(screen.getByTestId('between').className);
  });
});
