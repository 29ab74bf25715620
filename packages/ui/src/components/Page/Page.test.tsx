import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('renders its content, and no actions group without actions', () => {
    render(<Page>content</Page>);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('renders the actions in a named group after the content', () => {
    render(
      <Page actions={<button type="button">Buy now</button>} actionsLabel="Buy">
        <p>content</p>
      </Page>,
    );
    const group = screen.getByRole('group', { name: 'Buy' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Buy now' }));
    expect(
      screen.getByText('content').compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('passes its attributes to the page element', () => {
    render(
      <Page aria-busy="true" aria-label="Orders" lang="mn">
        content
      </Page>,
    );
    const page = screen.getByText('content');
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(page).toHaveAttribute('lang', 'mn');
  });
});
