import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text, textStyle } from './Text';

describe('Text', () => {
  it('is a paragraph by default and any element with `as`', () => {
    render(
      <>
        <Text>paragraph</Text>
        <Text as="span" role="status">
          status
        </Text>
      </>,
    );
    expect(screen.getByText('paragraph').tagName).toBe('P');
    expect(screen.getByRole('status').tagName).toBe('SPAN');
  });

  it('passes attributes through and style props never as attributes', () => {
    render(
      <Text lang="mn" tone="muted" size="small" data-testid="t">
        Сайн байна уу
      </Text>,
    );
    const text = screen.getByTestId('t');
    expect(text).toHaveAttribute('lang', 'mn');
    expect(text).not.toHaveAttribute('tone');
    expect(text).not.toHaveAttribute('size');
  });

  it('gives the same class names to an element styled with textStyle', () => {
    render(
      <Text tone="muted" size="small">
        same
      </Text>,
    );
    expect(screen.getByText('same').className).toBe(textStyle({ tone: 'muted', size: 'small' }));
  });
});
