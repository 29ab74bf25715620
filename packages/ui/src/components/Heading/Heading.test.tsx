import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is the heading element of its level', () => {
    render(<Heading level={3}>Tickets</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets' })).toBeInTheDocument();
  });

  it('keeps the look of its level on another element', () => {
    render(
      <>
        <Heading level={3}>look</Heading>
        <Heading level={3} as="h1">
          outline
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('outline');
    expect(screen.getByText('outline').className).toBe(screen.getByText('look').className);
  });
});
