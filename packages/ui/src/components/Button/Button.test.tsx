import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its content and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays focusable but ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks itself busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(<Button href="tel:400-820-0163">Call</Button>);
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:400-820-0163');
  });

  it('is described by what aria-describedby names, as a button and as a link', () => {
    render(
      <>
        <p id="terms">Submitting agrees to the terms.</p>
        <Button type="submit" aria-describedby="terms">
          Submit
        </Button>
        <Button href="/next" aria-describedby="terms">
          Next
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
      'Submitting agrees to the terms.',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAccessibleDescription(
      'Submitting agrees to the terms.',
    );
  });

  it('exposes toggle state with aria-pressed', () => {
    render(<Button pressed>English</Button>);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a class per tone, variant and size', () => {
    const { rerender } = render(<Button>A</Button>);
    const solidBrand = screen.getByRole('button').className;
    rerender(
      <Button tone="critical" variant="ghost" size="small">
        A
      </Button>,
    );
    const ghostCritical = screen.getByRole('button').className;
    expect(ghostCritical).not.toBe(solidBrand);
    expect(ghostCritical.split(' ')).toHaveLength(4);
  });
});
