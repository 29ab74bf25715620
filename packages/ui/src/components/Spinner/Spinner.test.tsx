import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the kit loading text by default', () => {
    renderKit(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('speaks the app locale', () => {
    renderKit(<Spinner />, { locale: 'zh-Hans' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('uses a given label', () => {
    renderKit(<Spinner label="Loading orders" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });
});
