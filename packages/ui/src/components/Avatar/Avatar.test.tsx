import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alternative text', () => {
    render(<Avatar name="Li Na" src="/a.jpg" />);
    expect(screen.getByRole('img', { name: 'Li Na' })).toHaveAttribute('src', '/a.jpg');
  });

  it('falls back to initials when the picture fails', () => {
    render(<Avatar name="Li Na" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Li Na' }));
    expect(screen.getByRole('img', { name: 'Li Na' })).toHaveTextContent('LN');
  });

  it('is a button named by its action when clickable', () => {
    render(<Avatar name="Li Na" onClick={() => {}} actionLabel="Change avatar" />);
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Li Na', 'LN'],
    ['saraa', 'S'],
    ['王小明', '王'],
    ['Bat-Erdene Saraa Dorj', 'BS'],
    ['  ', ''],
  ])('%s gives %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
