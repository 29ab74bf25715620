import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './Columns';

describe('Columns', () => {
  it('renders each column as a child, fill and content columns styled apart', () => {
    render(
      <Columns aria-label="Line">
        <Column width="content">picture</Column>
        <Column>name</Column>
      </Columns>,
    );
    const row = screen.getByLabelText('Line');
    expect(row.children).toHaveLength(2);
    expect(screen.getByText('picture').className).not.toBe(screen.getByText('name').className);
  });

  it('renders columns as list items when asked', () => {
    render(
      <Columns as="ul" aria-label="Figures">
        <Column as="li">Points</Column>
      </Columns>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Points');
  });
});
