import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { BackToTop } from './BackToTop';

function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollTop', { value: top, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(element);
  });
}

describe('BackToTop', () => {
  it('appears only after scrolling more than 50 px', () => {
    const page = document.createElement('div');
    document.body.append(page);
    renderKit(<BackToTop target={page} />);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(page, 50);
    expect(screen.queryByRole('button')).toBeNull();
    scrollTo(page, 51);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(page, 10);
    expect(screen.queryByRole('button')).toBeNull();
    page.remove();
  });

  it('scrolls its target to the top and reports the click', async () => {
    const page = document.createElement('div');
    page.scrollTo = vi.fn();
    document.body.append(page);
    const onClick = vi.fn();
    renderKit(<BackToTop target={page} onClick={onClick} />);
    scrollTo(page, 300);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(page.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(onClick).toHaveBeenCalledOnce();
    page.remove();
  });

  it('follows the window when no target is given', () => {
    renderKit(<BackToTop />);
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
