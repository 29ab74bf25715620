import { useId } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { FieldGroup } from '../../internal/Field';
import { Select } from '../Select/Select';
import * as styles from './AreaPicker.css';

/** A node of the province > city > district tree. */
export interface AreaNode {
  name: string;
  code?: string;
  children?: readonly AreaNode[];
}

export const areaLevels = [1, 2, 3] as const;
export type AreaLevels = (typeof areaLevels)[number];

/** The nodes offered at `level` (0-based) given the names chosen above it. */
export function areaOptions(
  tree: readonly AreaNode[],
  value: readonly string[],
  level: number,
): readonly AreaNode[] {
  let nodes: readonly AreaNode[] = tree;
  for (let index = 0; index < level; index += 1) {
    const chosen = nodes.find((node) => node.name === value[index]);
    if (!chosen) return [];
    nodes = chosen.children ?? [];
  }
  return nodes;
}

/** Picking at `level` keeps the levels above and resets every level below. */
export function pickArea(value: readonly string[], level: number, name: string): string[] {
  const kept = value.slice(0, level);
  return name === '' ? kept : [...kept, name];
}

export interface AreaPickerProps {
  label: string;
  tree: readonly AreaNode[];
  /** The chosen names from the top level down, e.g. `['Inner Mongolia', 'Ordos']`. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** How many levels to offer: 1 to 3, 3 by default (province, city, district). */
  levels?: AreaLevels;
  /** Names of the levels; the kit's Province, City, District by default. */
  levelLabels?: readonly [string, string?, string?];
  required?: boolean;
  error?: string;
  lang?: string;
}

/** One to three linked selects over an area tree; a higher pick clears the lower ones. */
export function AreaPicker({
  label,
  tree,
  value,
  onChange,
  levels = 3,
  levelLabels,
  required,
  error,
  lang,
}: AreaPickerProps) {
  const { t } = useKitMessages();
  const id = useId();
  const defaults = [t('area.province'), t('area.city'), t('area.district')];
  return (
    <FieldGroup id={id} label={label} error={error} lang={lang} errorClassName={styles.error}>
      <div className={styles.levels}>
        {Array.from({ length: levels }, (_, level) => {
          const options = areaOptions(tree, value, level);
          return (
            <Select
              key={level}
              label={levelLabels?.[level] ?? defaults[level] ?? ''}
              options={options.map((node) => ({ value: node.name, label: node.name }))}
              value={value[level] ?? ''}
              onChange={(name) => onChange(pickArea(value, level, name))}
              disabled={level > 0 && value[level - 1] === undefined}
              required={required}
            />
          );
        })}
      </div>
    </FieldGroup>
  );
}
