import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, themeClassNames, useTheme } from '@citylife/ui';
import { preferences, setAppearance } from '../stores/preferences';
import { siteSettings } from '../stores/siteSettings';
import { useSiteTheme } from './useSiteTheme';

function Page() {
  useSiteTheme();
  const { setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('mono')}>
      mono
    </button>
  );
}

function renderApp() {
  return render(
    <ThemeProvider initialTheme={preferences.theme} onChange={setAppearance}>
      <Page />
    </ThemeProvider>,
  );
}

const root = document.documentElement;

afterEach(() => {
  Cookies.remove('theme', { path: '/' });
  localStorage.clear();
});

describe('useSiteTheme', () => {
  it("shows the site's theme until the visitor chooses one, then keeps the choice", async () => {
    renderApp();
    expect(root.classList.contains(themeClassNames.default)).toBe(true);

    await act(async () => {
      siteSettings.values = { theme: 'christmas' };
    });
    expect(root.classList.contains(themeClassNames.christmas)).toBe(true);
    expect(root.classList.contains(themeClassNames.default)).toBe(false);
    expect(Cookies.get('theme')).toBeUndefined();

    // A name the app does not know (a newer server's) changes nothing.
    await act(async () => {
      siteSettings.values = { theme: 'neon' } as unknown as typeof siteSettings.values;
    });
    expect(root.classList.contains(themeClassNames.christmas)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'mono' }));
    expect(root.classList.contains(themeClassNames.mono)).toBe(true);
    expect(Cookies.get('theme')).toBe('mono');

    await act(async () => {
      siteSettings.values = { theme: 'green' };
    });
    expect(root.classList.contains(themeClassNames.mono)).toBe(true);
    expect(preferences.theme).toBe('mono');
  });
});
