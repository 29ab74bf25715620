import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { themeClassNames, type ColorMode, type ThemeName } from '../themes';

export interface ThemeState {
  theme: ThemeName;
  mode: ColorMode;
  setTheme: (theme: ThemeName) => void;
  setMode: (mode: ColorMode) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export interface ThemeProviderProps {
  /** Theme on first render; afterwards `setTheme` from `useTheme()` changes it. */
  initialTheme?: ThemeName;
  initialMode?: ColorMode;
  /** Called after every change, e.g. to persist the choice. */
  onChange?: (state: { theme: ThemeName; mode: ColorMode }) => void;
  /** Element that receives the theme class and `data-mode`; the root element by default. */
  target?: HTMLElement;
  children: ReactNode;
}

/** Applies a theme and colour mode and lets any descendant switch them without a reload. */
export function ThemeProvider({
  initialTheme = 'default',
  initialMode = 'system',
  onChange,
  target,
  children,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<ThemeName>(initialTheme);
  const [mode, setModeState] = useState<ColorMode>(initialMode);

  useLayoutEffect(() => {
    const element = target ?? document.documentElement;
    const className = themeClassNames[theme];
    element.classList.add(className);
    if (mode === 'system') element.removeAttribute('data-mode');
    else element.setAttribute('data-mode', mode);
    return () => {
      element.classList.remove(className);
      element.removeAttribute('data-mode');
    };
  }, [theme, mode, target]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      setThemeState(next);
      onChange?.({ theme: next, mode });
    },
    [mode, onChange],
  );
  const setMode = useCallback(
    (next: ColorMode) => {
      setModeState(next);
      onChange?.({ theme, mode: next });
    },
    [theme, onChange],
  );

  const value = useMemo(
    () => ({ theme, mode, setTheme, setMode }),
    [theme, mode, setTheme, setMode],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and mode, with setters. Must be used inside a ThemeProvider. */
export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside a ThemeProvider');
  return state;
}
