import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './PageSection';

describe('PageSection', () => {
  it('is a region named by its title, at the level asked for', () => {
    render(
      <PageSection title="Tickets" titleLevel={3} action={<a href="#more">More</a>}>
        body
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Tickets' });
    expect(region).toHaveTextContent('body');
    expect(screen.getByRole('heading', { level: 3, name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument();
  });

  it('is named by aria-label without a title, and has no heading', () => {
    render(<PageSection aria-label="Summary">body</PageSection>);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('styles a label title apart from a heading title', () => {
    render(
      <>
        <PageSection title="A">a</PageSection>
        <PageSection title="B" titleStyle="label">
          b
        </PageSection>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'A' }).className).not.toBe(
      screen.getByRole('heading', { name: 'B' }).className,
    );
  });

  it('passes its attributes to the section element', () => {
    render(
      <PageSection title="Summary" aria-busy="true" data-status="paid">
        body
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-status', 'paid');
  });
});
