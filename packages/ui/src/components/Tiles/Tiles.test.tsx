import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('renders a list of tiles as `ul`', () => {
    render(
      <Tiles as="ul" columns={4} aria-label="Categories">
        <li>Food</li>
        <li>Tea</li>
      </Tiles>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives each column count its own class', () => {
    render(
      <>
        <Tiles columns={2} data-testid="two" />
        <Tiles columns={4} data-testid="four" />
      </>,
    );
    expect(screen.getByTestId('two').className).not.toBe(screen.getByTestId('four').className);
  });
});
