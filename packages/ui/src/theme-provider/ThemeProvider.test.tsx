import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themeClassNames } from '../themes';
import { ThemeProvider, useTheme } from './ThemeProvider';

function Switcher() {
  const { theme, mode, setTheme, setMode } = useTheme();
  return (
    <>
      <p>
        {theme} {mode}
      </p>
      <button onClick={() => setTheme('christmas')}>Christmas</button>
      <button onClick={() => setMode('dark')}>Dark</button>
      <button onClick={() => setMode('system')}>System</button>
    </>
  );
}

describe('ThemeProvider', () => {
  it('puts the theme class and mode on the target', () => {
    const target = document.createElement('div');
    render(
      <ThemeProvider initialTheme="green" initialMode="light" target={target}>
        <Switcher />
      </ThemeProvider>,
    );
    expect(target).toHaveClass(themeClassNames.green);
    expect(target).toHaveAttribute('data-mode', 'light');
  });

  it('switches theme and mode at run time and reports each change', async () => {
    const target = document.createElement('div');
    const onChange = vi.fn();
    render(
      <ThemeProvider target={target} onChange={onChange}>
        <Switcher />
      </ThemeProvider>,
    );
    expect(target).toHaveClass(themeClassNames.default);
    expect(target).not.toHaveAttribute('data-mode');
    await userEvent.click(screen.getByRole('button', { name: 'Christmas' }));
    expect(target).toHaveClass(themeClassNames.christmas);
    expect(target).not.toHaveClass(themeClassNames.default);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(target).toHaveAttribute('data-mode', 'dark');
    expect(onChange).toHaveBeenLastCalledWith({ theme: 'christmas', mode: 'dark' });
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(target).not.toHaveAttribute('data-mode');
    expect(screen.getByText('christmas system')).toBeInTheDocument();
  });

  it('uses the document element by default and cleans up on unmount', () => {
    const { unmount } = render(
      <ThemeProvider initialTheme="mono" initialMode="dark">
        <Switcher />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass(themeClassNames.mono);
    act(() => unmount());
    expect(document.documentElement).not.toHaveClass(themeClassNames.mono);
    expect(document.documentElement).not.toHaveAttribute('data-mode');
  });

  it('refuses useTheme outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Switcher />)).toThrow(/ThemeProvider/);
  });
});
