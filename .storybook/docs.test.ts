/// <reference types="vite/client" />
// Every component of the kit has a docs page in Storybook with a description, a "When to
// use" part and a props table: autodocs builds the page from the component's story file, so
// each story file must exist, name its component and carry the description.
import { describe, expect, it } from 'vitest';
import { WHEN_TO_USE_HEADING } from '../packages/ui/src/storybook-helpers/docs';
import preview from './preview';

interface StoryFileMeta {
  title?: string;
  component?: unknown;
  tags?: string[];
  parameters?: { docs?: { description?: { component?: unknown } } };
}

// Every folder of the components directory, found from the files in it (none is loaded).
const componentNames = [
  ...new Set(
    Object.keys(import.meta.glob('../packages/ui/src/components/*/*')).map(
      (file) => file.split('/').at(-2) ?? '',
    ),
  ),
];

const storyFiles = import.meta.glob<StoryFileMeta>(
  '../packages/ui/src/components/*/*.stories.tsx',
  {
    eager: true,
    import: 'default',
  },
);

function metaOf(name: string): StoryFileMeta | undefined {
  return storyFiles[`../packages/ui/src/components/${name}/${name}.stories.tsx`];
}

/** The summary above the "When to use" heading and the bullets under it. */
function usageParts(description: string) {
  const [summary = '', rest] = description.split(WHEN_TO_USE_HEADING);
  const whenToUse = (rest ?? '').split(/\n## /)[0] ?? '';
  const bullets = whenToUse
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
  return { summary: summary.trim(), hasHeading: rest !== undefined, bullets };
}

describe('component docs pages', () => {
  it('finds the component folders', () => {
    expect(componentNames.length).toBeGreaterThan(50);
  });

  it('turns on autodocs for every story file', () => {
    expect(preview.tags).toContain('autodocs');
  });

  describe.each(componentNames)('%s', (name) => {
    it('has a story file that names its component and keeps its docs page', () => {
      const meta = metaOf(name);
      expect(meta, `${name}/${name}.stories.tsx with a default export`).toBeDefined();
      expect(meta?.title?.split('/').at(-1)).toBe(name);
      // The props table is read from the component.
      expect(meta?.component).toBeTypeOf('function');
      expect(meta?.tags ?? []).not.toContain('!autodocs');
    });

    it('describes the component and when to use it', () => {
      const description = metaOf(name)?.parameters?.docs?.description?.component;
      expect(description, 'parameters.docs.description.component').toBeTypeOf('string');
      const { summary, hasHeading, bullets } = usageParts(String(description));
      expect(summary.length, 'a summary of a sentence or more').toBeGreaterThanOrEqual(60);
      expect(hasHeading, `a "${WHEN_TO_USE_HEADING}" heading`).toBe(true);
      expect(bullets.length, 'at least one "When to use" bullet').toBeGreaterThan(0);
      for (const bullet of bullets) expect(bullet.length).toBeGreaterThanOrEqual(20);
    });
  });
});
