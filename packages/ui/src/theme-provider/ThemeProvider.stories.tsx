import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { PriceTag } from '../components/PriceTag/PriceTag';
import { Select } from '../components/Select/Select';
import {
  colorModes,
  themeClassNames,
  themeNames,
  vars,
  type ColorMode,
  type ThemeName,
} from '../themes';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { withComponentDocs } from '../storybook-helpers/docs';

const tones = ['brand', 'accent', 'positive', 'critical', 'caution', 'neutral'] as const;
const onTone = {
  brand: vars.color.onBrand,
  accent: vars.color.onAccent,
  positive: vars.color.onPositive,
  critical: vars.color.onCritical,
  caution: vars.color.onCaution,
  neutral: vars.color.onNeutral,
};

/** A Select of one of `names`, each shown as itself. */
function NameSelect<N extends string>({
  label,
  names,
  value,
  onChange,
}: {
  label: string;
  names: readonly N[];
  value: N;
  onChange: (next: N) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      allowEmpty={false}
      options={names.map((name) => ({ value: name, label: name }))}
      onChange={(next) => onChange(next as N)}
    />
  );
}

function Palette() {
  const { theme, mode, setTheme, setMode } = useTheme();
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.medium,
        padding: vars.space.large,
        background: vars.color.background,
        color: vars.color.text,
      }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small }}>
        <NameSelect label="Theme" names={themeNames} value={theme} onChange={setTheme} />
        <NameSelect label="Mode" names={colorModes} value={mode} onChange={setMode} />
      </div>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.small }}
      >
        {tones.map((tone) => (
          <div
            key={tone}
            style={{
              padding: vars.space.small,
              borderRadius: vars.radius.medium,
              background: vars.color[tone],
              color: onTone[tone],
              fontSize: vars.font.sizeSmall,
            }}
          >
            {tone}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.medium }}>
        <Button>Add to cart</Button>
        <PriceTag amount={6.8} unit="500g" />
      </div>
    </div>
  );
}

/** A themed box inside the page, so switching here leaves the toolbar's theme alone. */
function Scoped({ theme, mode }: { theme: ThemeName; mode: ColorMode }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  return (
    <div ref={setBox} data-testid="scope">
      {box && (
        <ThemeProvider initialTheme={theme} initialMode={mode} target={box}>
          <Palette />
        </ThemeProvider>
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: ThemeProvider,
  args: { children: null },
  parameters: withComponentDocs({
    summary:
      'Applies a theme (default, christmas, green, green2, mono) and a colour mode (system, light, dark) to `<html>`, or to a `target` element, and lets any descendant switch them at run time with `useTheme()`.',
    whenToUse: [
      'Once at the root of the app, with the saved choice as `initialTheme` and `initialMode`, and `onChange` to save a new choice.',
      'Around one part of a page with `target`, to show that part in another theme.',
    ],
    whenNotToUse: ['Making one component look different: use its tone and variant props.'],
  }),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchAtRunTime: Story = {
  render: () => <Scoped theme="default" mode="light" />,
  play: async ({ canvas }) => {
    const scope = canvas.getByTestId('scope');
    await expect(scope).toHaveClass(themeClassNames.default);
    await userEvent.selectOptions(canvas.getByLabelText('Theme'), 'green2');
    await expect(scope).toHaveClass(themeClassNames.green2);
    await expect(scope).not.toHaveClass(themeClassNames.default);
    await userEvent.selectOptions(canvas.getByLabelText('Mode'), 'dark');
    await expect(scope).toHaveAttribute('data-mode', 'dark');
  },
};

export const ChristmasDark: Story = { render: () => <Scoped theme="christmas" mode="dark" /> };
