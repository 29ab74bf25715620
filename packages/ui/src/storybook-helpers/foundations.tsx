// The docs site's foundation pages: every swatch is generated from the theme contract and
// drawn inside an element that carries a theme's class and mode, so each value shown is the
// one the real stylesheet gives.
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Box, type Space } from '../components/Box/Box';
import { Heading } from '../components/Heading/Heading';
import { Stack } from '../components/Stack/Stack';
import { Text } from '../components/Text/Text';
import { themeClassNames, themeNames, vars, type ThemeName } from '../themes';
import { themeSeeds } from '../themes/seeds';

/** The palettes a theme has: the docs show each one forced, as `data-mode` does. */
export const paletteModes = ['light', 'dark'] as const;
export type PaletteMode = (typeof paletteModes)[number];

/** The custom property behind a contract value: `var(--color-brand__1x)` -> `--color-brand__1x`. */
export function propertyOf(token: string): string {
  const match = /^var\((--[^,)]+)/.exec(token);
  if (!match?.[1]) throw new Error(`${token} is not a theme variable`);
  return match[1];
}

/** The value a contract variable has where it is rendered, read from the computed style. */
function ResolvedValue({ token }: { token: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current)
      setValue(getComputedStyle(ref.current).getPropertyValue(propertyOf(token)).trim());
  }, [token]);
  return (
    <Text as="code" size="xsmall" tone="muted" breakWord ref={ref} data-token-value={token}>
      {value}
    </Text>
  );
}

/** One theme in one mode: the theme's class and `data-mode` on the element, as in the app. */
export function ThemeFrame({
  theme,
  mode,
  children,
}: {
  theme: ThemeName;
  mode: PaletteMode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      className={themeClassNames[theme]}
      data-mode={mode}
      data-theme-frame={`${theme} ${mode}`}
      aria-label={`${theme} ${mode}`}
      background="background"
      color="text"
      border="standard"
      borderRadius="medium"
      padding="large"
      minWidth={0}
      style={{ fontFamily: vars.font.family }}
    >
      <Stack space="medium">
        <Text size="small" weight="strong">
          {theme} · {mode}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}

/** `render` in every theme, light and dark side by side. */
export function EveryTheme({
  render,
}: {
  render: (theme: ThemeName, mode: PaletteMode) => ReactNode;
}) {
  return (
    // The page around the frames is laid out in the default theme's tokens.
    <Stack space="xlarge" className={themeClassNames.default} data-mode="light">
      {themeNames.map((theme) => (
        <Stack key={theme} space="small">
          <Heading level={3} as="h2">
            {theme}
          </Heading>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
              gap: vars.space.medium,
            }}
          >
            {paletteModes.map((mode) => (
              <ThemeFrame key={mode} theme={theme} mode={mode}>
                {render(theme, mode)}
              </ThemeFrame>
            ))}
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  alignItems: 'start',
  gap: vars.space.small,
};

function TokenName({ name }: { name: string }) {
  return (
    <Text as="span" size="small" weight="medium" breakWord>
      {name}
    </Text>
  );
}

type ColorName = keyof typeof vars.color;

/** `onBrand` is read on `brand`: the colour a text colour is meant to stand on. */
function backgroundFor(name: ColorName): string | undefined {
  const match = /^on([A-Z]\w*)$/.exec(name);
  if (!match?.[1]) return undefined;
  const base = `${match[1][0]?.toLowerCase()}${match[1].slice(1)}`;
  return base in vars.color ? vars.color[base as ColorName] : undefined;
}

/** Every colour of the contract in one theme and mode. */
export function ColourSwatches() {
  return (
    <div style={grid}>
      {(Object.keys(vars.color) as ColorName[]).map((name) => {
        const token = vars.color[name];
        const on = backgroundFor(name);
        return (
          <Stack key={name} space="xxsmall" data-token={`color.${name}`}>
            <div
              style={{
                height: 48,
                borderRadius: vars.radius.small,
                border: `1px solid ${vars.color.border}`,
                background: on ?? token,
                color: on ? token : undefined,
                display: 'grid',
                placeItems: 'center',
                fontWeight: vars.font.weightStrong,
              }}
            >
              {on ? 'Aa' : null}
            </div>
            <TokenName name={name} />
            <ResolvedValue token={token} />
          </Stack>
        );
      })}
    </div>
  );
}

/** The seed colours a theme's light and dark palettes are derived from. */
export function SeedSwatches({ theme }: { theme: ThemeName }) {
  const seed = themeSeeds[theme];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.small }}>
      {Object.entries(seed).map(([name, colour]) => (
        <Stack key={name} space="xxsmall" align="center" data-seed={`${theme}.${name}`}>
          <div
            style={{
              width: 40,
              height: 40,
              borderRadius: vars.radius.full,
              background: colour,
              border: `1px solid ${vars.color.border}`,
            }}
          />
          <Text as="span" size="xsmall">
            {name}
          </Text>
          <Text as="code" size="xsmall" tone="muted">
            {colour}
          </Text>
        </Stack>
      ))}
    </div>
  );
}

/** The space steps as bars of their own length. */
export function SpaceSwatches() {
  return (
    <Stack space="small">
      {Object.entries(vars.space).map(([name, token]) => (
        <div
          key={name}
          data-token={`space.${name}`}
          style={{
            display: 'grid',
            gridTemplateColumns: '6rem 1fr 3rem',
            alignItems: 'center',
            gap: vars.space.small,
          }}
        >
          <TokenName name={name} />
          <div style={{ height: 12, width: token, background: vars.color.brand }} />
          <ResolvedValue token={token} />
        </div>
      ))}
    </Stack>
  );
}

/** How each group of surface tokens is shown: the space in a swatch and its sample's style. */
const surfaceSamples: Record<
  'radius' | 'shadow',
  { space: Space; sampleStyle: (token: string) => CSSProperties }
> = {
  radius: {
    space: 'xxsmall',
    sampleStyle: (token) => ({
      height: 64,
      width: 64,
      borderRadius: token,
      background: vars.color.surface,
      border: `2px solid ${vars.color.brand}`,
    }),
  },
  shadow: {
    space: 'small',
    sampleStyle: (token) => ({
      height: 64,
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
      boxShadow: token,
    }),
  },
};

/** A grid with a swatch per token of `group`: its sample surface, its name and its value. */
function SurfaceSwatches({ group }: { group: keyof typeof surfaceSamples }) {
  const { space, sampleStyle } = surfaceSamples[group];
  return (
    <div style={grid}>
      {Object.entries(vars[group]).map(([name, token]) => (
        <Stack key={name} space={space} data-token={`${group}.${name}`}>
          <div style={sampleStyle(token)} />
          <TokenName name={name} />
          <ResolvedValue token={token} />
        </Stack>
      ))}
    </div>
  );
}

/** The corner radii on a surface. */
export function RadiusSwatches() {
  return <SurfaceSwatches group="radius" />;
}

/** The shadows under a surface. */
export function ShadowSwatches() {
  return <SurfaceSwatches group="shadow" />;
}

type FontName = keyof typeof vars.font;

/** The style a font token sets on a sample, by the token's kind (family, size, weight, line). */
function fontSample(name: FontName, token: string): CSSProperties {
  if (name === 'family') return { fontFamily: token };
  if (name.startsWith('size')) return { fontSize: token };
  if (name.startsWith('weight')) return { fontWeight: token };
  return { lineHeight: token, background: vars.color.surfaceMuted };
}

/** A sample in each script the product is written in. */
const sample = 'City life 城市生活 Хотын амьдрал';

/** The type tokens: each applied to a sample line in the three scripts of the product. */
export function TypeSwatches() {
  return (
    <Stack space="medium">
      {(Object.keys(vars.font) as FontName[]).map((name) => {
        const token = vars.font[name];
        const lines = name.startsWith('lineHeight');
        return (
          <Stack key={name} space="xxsmall" data-token={`font.${name}`}>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: vars.space.small,
                alignItems: 'baseline',
              }}
            >
              <TokenName name={name} />
              <ResolvedValue token={token} />
            </div>
            <div style={fontSample(name, token)}>
              {lines ? (
                <>
                  {sample}
                  <br />
                  {sample}
                </>
              ) : (
                sample
              )}
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Each theme's seed colours, in the default theme's frame of the page. */
export function EveryThemeSeeds() {
  return (
    <Stack space="medium" className={themeClassNames.default} data-mode="light">
      {themeNames.map((theme) => (
        <Stack key={theme} space="xsmall">
          <Text size="small" weight="strong">
            {theme}
          </Text>
          <SeedSwatches theme={theme} />
        </Stack>
      ))}
    </Stack>
  );
}
