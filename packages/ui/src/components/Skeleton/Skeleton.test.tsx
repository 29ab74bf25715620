import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the requested number of lines with a shorter last one', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[aria-hidden="true"] > span');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });

  it('sizes rectangles and circles', () => {
    const { container } = render(<Skeleton shape="circle" width={40} height={40} />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.style.width).toBe('40px');
    expect(bone.style.height).toBe('40px');
  });
});
